/** The videos feature's public entry: the list, for the home page. */
export { VideoLibrary } from './components/video-library';
export { prefetchVideoLibrary } from './prefetch';
/** The privacy-enhanced YouTube embed address, for other players (darshan) that load it only on play. */
export { embedUrl } from './playback';
