/** The practice feature's public entry: what other features may use (chanting records into japa). */
export { default as mantras } from './content/mantras.json';
export { addToToday } from './service';
export { scripts, sourceOf } from './today';
