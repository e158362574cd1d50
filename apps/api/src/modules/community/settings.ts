import {
  COMMUNITY_MESSAGES,
  type Community,
  type CommunitySettings,
  type UpdateCommunityRequest,
} from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { storeSearchKeys } from '../../lib/search';
import { mergedTranslations } from '../../lib/translations';
import type { Caller } from '../../plugins/auth';
import { assertNotBanned } from '../users';
import { getCommunity, searchableCommunities, toTextArray } from './communities';
import { requireModerator } from './moderation';
import type { CommunityRow } from './rows';

/**
 * What a community's moderators may change after creating it (issue 26: description, rules, tags and
 * minimum karma; issue 21: its texts in other languages), and read back as written.
 */

/** The columns the settings read: the community's own texts, not the counts a page shows. */
type SettingsRow = Pick<
  CommunityRow,
  'id' | 'slug' | 'name' | 'description' | 'tags' | 'min_karma_to_post' | 'rules' | 'content_language' | 'translations'
>;

const settingsColumns = sql`id, slug, name, description, tags, min_karma_to_post, rules, content_language, translations`;

/** The community's texts as written and its translations, for its moderators (404 unknown, 403 not theirs). */
export async function communitySettings(db: Db, caller: Caller, id: number): Promise<CommunitySettings> {
  const [row] = await selectRows<SettingsRow>(db, sql`select ${settingsColumns} from communities where id = ${id}`);
  if (!row) throw notFound(COMMUNITY_MESSAGES.communityNotFound);
  await requireModerator(db, caller, id);
  return { ...row, translations: row.translations ?? {} };
}

/**
 * Changes the fields given, under the community's row lock, and its search keys with them (a new
 * translation of its name finds it at once). Answers the community as its page shows it.
 */
export async function updateCommunity(
  db: Db,
  caller: Caller,
  id: number,
  input: UpdateCommunityRequest & { tags?: string[] },
): Promise<Community> {
  await assertNotBanned(db, caller.id);
  await db.transaction(async (tx) => {
    const [row] = await selectRows<SettingsRow>(
      tx,
      sql`select ${settingsColumns} from communities where id = ${id} for update`,
    );
    if (!row) throw notFound(COMMUNITY_MESSAGES.communityNotFound);
    await requireModerator(tx, caller, id);
    const translations = input.translations
      ? mergedTranslations(row.translations, input.translations, row.content_language)
      : row.translations;
    await tx.execute(sql`
      update communities
      set description = ${input.description ?? row.description},
          rules = ${input.rules ?? row.rules},
          min_karma_to_post = ${input.min_karma_to_post ?? row.min_karma_to_post},
          tags = ${toTextArray(input.tags ?? row.tags)},
          translations = ${JSON.stringify(translations ?? {})}::jsonb
      where id = ${id}`);
    await storeSearchKeys(tx, searchableCommunities, [id]);
  });
  return getCommunity(db, caller, String(id));
}
