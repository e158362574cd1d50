import { sql, type SQL } from 'drizzle-orm';
import type { LoginResponse } from '@sangam/contracts';
import type { App } from '../src/app';

let counter = 0;

export function newAccount(overrides: Record<string, unknown> = {}) {
  counter++;
  const username = `seeker_${process.pid}_${counter}`;
  return { username, email: `${username}@example.test`, password: 'lotus-feet-108', ...overrides };
}

/** Registers through the API; answers the login answer and what was sent. */
export async function register(app: App, overrides: Record<string, unknown> = {}, ip = '10.0.0.1') {
  const account = newAccount(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/users/register/', payload: account, remoteAddress: ip });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { account, answer: res.json() as LoginResponse };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Confirms every address still unconfirmed, as each one's mailed code would: for tests of what
 * confirmed people do (paid places are held only for a confirmed address, lib/hold-limits.ts).
 */
export async function confirmEmails(database: { db: { execute(query: SQL): Promise<unknown> } }) {
  await database.db.execute(sql`update users set email_verified_at = now() where email_verified_at is null`);
}

/**
 * Lets every running hold run out, as ten minutes would: tests sharing one booker start with none
 * open, so the cap on a person's open holds (lib/hold-limits.ts) meets only the tests about it.
 */
export async function runOutHolds(database: { db: { execute(query: SQL): Promise<unknown> } }) {
  for (const table of ['bookings', 'retreat_bookings', 'pooja_bookings', 'journey_bookings'])
    await database.db.execute(
      sql`update ${sql.identifier(table)} set hold_expires_at = now() - interval '1 second' where status = 'held'`,
    );
}
