/** The practice feature's public entry: its keys, which a chanting session recorded into today's japa refreshes. */
export { practiceKeys } from './api';
/** The calendar's festival names, which the festival pages share with today's calendar card. */
export { festivalName } from './festival-name';
