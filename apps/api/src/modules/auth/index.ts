/** The auth module's public entry: what other modules may use. */
export { revokeAllSessions } from './sessions';
