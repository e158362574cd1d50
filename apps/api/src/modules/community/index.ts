/** The community module's public entry: what other modules may use. */
export { slugFromName, toTextArray } from './communities';
