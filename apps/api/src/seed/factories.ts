import { creatorProfiles, users } from '../db/schema';
import type { Db } from '../db/client';
import { hashPassword } from '../lib/passwords';

/**
 * Data factories shared by the demo seed and the tests: one way to make each kind of row, with
 * defaults that are valid, so a test names only what it is about.
 */
let sequence = 0;
const next = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

export interface UserInput {
  username?: string;
  email?: string;
  password?: string;
  role?: 'user' | 'creator' | 'editor' | 'admin';
  displayName?: string;
  preferredLanguage?: string;
  /** The zone mails and reminders are written in (the column's default when left out). */
  timeZone?: string;
  verified?: boolean;
  creatorType?: 'tutor' | 'retreat_rep' | 'mentor';
  headline?: string;
  bio?: string;
}

export async function createUser(db: Db, input: UserInput = {}) {
  const id = next();
  const username = input.username ?? `user_${id}`;
  const role = input.creatorType ? 'creator' : (input.role ?? 'user');
  const [user] = await db
    .insert(users)
    .values({
      username,
      email: input.email ?? `${username}@example.test`,
      passwordHash: input.password ? await hashPassword(input.password) : null,
      role,
      displayName: input.displayName ?? '',
      preferredLanguage: input.preferredLanguage ?? 'en',
      ...(input.timeZone ? { timeZone: input.timeZone } : {}),
      emailVerifiedAt: input.verified === false ? null : new Date(),
    })
    .returning();
  if (!user) throw new Error('insert returned no user');
  if (input.creatorType) {
    await db.insert(creatorProfiles).values({
      userId: user.id,
      creatorType: input.creatorType,
      headline: input.headline ?? '',
      bio: input.bio ?? '',
    });
  }
  return user;
}
