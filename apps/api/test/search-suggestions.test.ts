import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { seedSearchCatalogue } from './search-relevance-set';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off' } });
  await seedSearchCatalogue(ctx.database.db);
  // Seeding every kind of the demo catalogue: more than the default minute on a busy machine.
}, 120_000);

afterAll(async () => {
  await ctx.close();
});

interface Answer {
  count: number;
  results: unknown[];
  suggestions?: string[];
}

const search = async (list: string, q: string, more = '') => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/${list}/?q=${encodeURIComponent(q)}${more}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Answer;
};

/** Each searched list with a search box on its page, a misspelling of a word in it, and that word. */
const MISSPELT: Array<[list: string, typed: string, meant: string]> = [
  ['classes', 'sanskirt', 'Sanskrit'],
  ['retreats', 'rishikseh', 'Rishikesh'],
  ['temples', 'hanumna', 'Hanuman'],
  ['poojas', 'satyanarayn', 'Satyanarayan'],
  ['journeys', 'ashtavinyak', 'Ashtavinayak'],
  ['communities', 'kitchn', 'Kitchen'],
  ['posts', 'kedarnth', 'kedarnath'],
];

describe('a search that finds nothing (issue 21)', () => {
  it.each(MISSPELT)('in %s, suggests the spelling nearest "%s", which finds something', async (list, typed, meant) => {
    const none = await search(list, typed);
    expect(none.count).toBe(0);
    expect(none.suggestions).toContain(meant);
    const found = await search(list, meant);
    expect(found.count).toBeGreaterThan(0);
    expect('suggestions' in found).toBe(false);
  });

  it.each(MISSPELT.map(([list]) => list))(
    'in %s, suggests nothing near nonsense, and names no list without a search',
    async (list) => {
      expect(await search(list, 'qwrtplk')).toMatchObject({ count: 0, suggestions: [] });
      expect(await search(list, '!!! & | :*')).toMatchObject({ count: 0, suggestions: [] });
      const all = (await ctx.app.inject({ method: 'GET', url: `/api/${list}/` })).json() as Answer;
      expect('suggestions' in all).toBe(false);
    },
  );

  it("suggests names in the reader's language too, and as near, those in the query's script first", async () => {
    // The Sattvic Kitchen community is "…சமையல்" in Tamil.
    expect((await search('communities', 'சமயல்', '&lang=ta')).suggestions?.[0]).toBe('சமையல்');
    // A short name is near only by its own length: "kitchn" is not "Gita", two letters away.
    expect((await search('communities', 'kitchn')).suggestions).not.toContain('Bhagavad Gita');
    // A retreat's kind (Latin) and a Malayalam title's word are as near to "ayurvda".
    expect((await search('retreats', 'ayurvda')).suggestions?.slice(0, 2)).toEqual(['ayurveda', 'ആയുർവേദ']);
  });
});
