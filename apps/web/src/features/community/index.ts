/** The community feature's public entry: the reports queue, for the operator's console. */
export { ModerationQueue } from './components/moderation-queue';
