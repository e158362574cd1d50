/** Node socket errors and PostgreSQL codes that mean "the database cannot be reached right now". */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
// Class 08 (connection exception) and 57P01-57P03 (shutting down, crash, starting up).
const POSTGRES_CODES = /^(08\d{3}|57P0[123])$/;
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection is closed|Connection ended/i;

/**
 * Whether an error (or what it wraps: drizzle wraps the driver's error in `cause`) says the
 * database is unreachable, as when the server restarts: such requests answer 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_CODES.test(code))) return true;
  if (typeof message === 'string' && MESSAGES.test(message)) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** PostgreSQL's code of a failed statement (drizzle wraps the driver's error in `cause`), or null. */
export function pgCode(error: unknown): string | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
