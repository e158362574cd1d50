/** The videos feature's public entry: what the seed and other features may use. */
export { addVideo, type NewVideo } from './service';
export { searchKey } from './search-key';
