import type { updateMeRequestSchema, User } from '@sangam/contracts';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { toUserDto } from './dto';
import { findUserById } from './queries';

export async function getMe(db: Db, userId: number): Promise<User | null> {
  const found = await findUserById(db, userId);
  return found ? toUserDto(found.user, found.profile) : null;
}

/** Name, preferred language, reading languages, time zone and city: the fields a person edits on the profile page. */
export async function updateMe(db: Db, userId: number, input: z.infer<typeof updateMeRequestSchema>): Promise<User> {
  const changes = {
    ...(input.display_name !== undefined ? { displayName: input.display_name } : {}),
    ...(input.preferred_language !== undefined ? { preferredLanguage: input.preferred_language } : {}),
    ...(input.content_languages !== undefined ? { contentLanguages: input.content_languages } : {}),
    ...(input.time_zone !== undefined ? { timeZone: input.time_zone } : {}),
    ...(input.city !== undefined ? { city: input.city } : {}),
  };
  if (Object.keys(changes).length > 0) {
    await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, userId));
  }
  const me = await getMe(db, userId);
  if (!me) throw notFound();
  return me;
}
