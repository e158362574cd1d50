/** The practice feature's public entry: its keys, which a chanting session recorded into today's japa refreshes. */
export { practiceKeys } from './api';
