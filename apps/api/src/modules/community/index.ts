/** The community module's public entry: what other modules may use. */
export { searchableCommunities, slugFromName, toTextArray } from './communities';
export { searchablePosts } from './posts';
