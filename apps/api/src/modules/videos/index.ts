/** The videos feature's public entry: what the seed and other features may use. */
export { addVideo, searchableVideos, type NewVideo } from './service';
