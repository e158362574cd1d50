/** The videos feature's public entry: the list, for the home page. */
export { VideoLibrary } from './components/video-library';
export { prefetchVideoLibrary } from './prefetch';
/** The privacy-enhanced YouTube embed address, for other players (darshan) that load it only on play. */
export { embedUrl } from './playback';
/** A video's fields, for a creator's submission and the console's new video and edit. */
export { VideoForm } from './components/video-form';
/** The library's categories and their names in the reader's language, for the console's filter. */
export { categoriesQuery } from './api';
/** The library's keys: the console refreshes the public lists after an editor's change. */
export { videoKeys } from './api';
export { useCatalogueLabels } from './labels';
