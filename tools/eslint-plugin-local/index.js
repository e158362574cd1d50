import { boundaries } from './boundaries.js';

export default { meta: { name: 'eslint-plugin-local' }, rules: { boundaries } };
