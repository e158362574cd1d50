import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creatorProfiles, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type CreatorProfileRow = typeof creatorProfiles.$inferSelect;
export interface UserWithProfile {
  user: UserRow;
  profile: CreatorProfileRow | null;
}

function selectWithProfile(db: Db) {
  return db.select().from(users).leftJoin(creatorProfiles, eq(creatorProfiles.userId, users.id));
}

export async function findUserById(db: Db, id: number): Promise<UserWithProfile | null> {
  const [row] = await selectWithProfile(db).where(eq(users.id, id));
  return row ? { user: row.users, profile: row.creator_profiles } : null;
}

/** By email address or username, ignoring case (both are unique without regard to case). */
export async function findUserByLogin(db: Db, login: string): Promise<UserWithProfile | null> {
  const value = login.trim().toLowerCase();
  const [row] = await selectWithProfile(db).where(
    or(eq(sql`lower(${users.email})`, value), eq(sql`lower(${users.username})`, value)),
  );
  return row ? { user: row.users, profile: row.creator_profiles } : null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row ?? null;
}
