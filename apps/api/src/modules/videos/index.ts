/** The videos feature's public entry: what the seed and other features may use. */
export { addVideo, fillMissingSearchKeys as fillMissingVideoSearchKeys, type NewVideo } from './service';
