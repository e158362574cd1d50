/** The community module's public entry: what other modules may use. */
export { searchableCommunities, toTextArray } from './communities';
export { searchablePosts } from './posts';
export { searchableComments } from './comments';
