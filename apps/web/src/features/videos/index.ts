/** The videos feature's public entry: the list, for the home page. */
export { VideoLibrary } from './components/video-library';
