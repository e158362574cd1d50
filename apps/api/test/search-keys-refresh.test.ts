import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/client';
import { SEARCH_KEYS_VERSION } from '../src/lib/search';
import { refreshAllSearchKeys } from '../src/search-kinds';
import { register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const head = async (id: number) =>
  (
    await selectRows<{ search_head: string }>(ctx.database.db, sql`select search_head from temples where id = ${id}`)
  )[0]!.search_head;
const version = async () =>
  (
    await selectRows<{ version: number }>(
      ctx.database.db,
      sql`select version from search_key_versions where kind = 'temples'`,
    )
  )[0]?.version;

describe('stored search keys at start', () => {
  it('are made for rows without them, and all made again when the key rules change', async () => {
    const { answer } = await register(ctx.app);
    const [temple] = await selectRows<{ id: number }>(
      ctx.database.db,
      sql`insert into temples (slug, manager_id, name, deity, place)
          values ('refresh-mandir', ${answer.user.id}, 'Jagannath Mandir', 'Jagannath', 'Puri') returning id`,
    );
    // A row written without its service has no keys; the start fills them and notes the rules' version.
    expect(await head(temple!.id)).toBe('');
    await refreshAllSearchKeys(ctx.database.db);
    expect(await head(temple!.id)).not.toBe('');
    expect(await version()).toBe(SEARCH_KEYS_VERSION);

    // Keys made under the same rules are left alone (a start does not rewrite the whole library)…
    await ctx.database.db.execute(sql`update temples set search_head = 'stale' where id = ${temple!.id}`);
    await refreshAllSearchKeys(ctx.database.db);
    expect(await head(temple!.id)).toBe('stale');

    // …and made again, every row's, once the rules have changed since.
    await ctx.database.db.execute(sql`update search_key_versions set version = ${SEARCH_KEYS_VERSION - 1}`);
    await refreshAllSearchKeys(ctx.database.db);
    expect(await head(temple!.id)).not.toBe('stale');
    expect(await version()).toBe(SEARCH_KEYS_VERSION);
  });
});
