import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import {
  itemLabels,
  judge,
  RELEVANCE_SET,
  scoreByScript,
  seedSearchCatalogue,
  type CaseResult,
} from './search-relevance-set';

let ctx: TestContext;
const results: CaseResult[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off' } });
  await seedSearchCatalogue(ctx.database.db);
  for (const c of RELEVANCE_SET) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/${c.kind}/?page_size=50&q=${encodeURIComponent(c.q)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    results.push(judge(c, itemLabels(res.json())));
  }
  // Seeding and 100 searches: more than the default minute on a busy machine.
}, 300_000);

afterAll(async () => {
  await ctx.close();
});

describe('search relevance over the demo catalogue', () => {
  it('has at least 60 queries, in every script of our languages and in Latin', () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(60);
    expect(new Set(RELEVANCE_SET.map((c) => c.script)).size).toBe(9);
  });

  it('reaches precision and recall of 0.9 in every script', () => {
    for (const score of scoreByScript(results)) {
      expect(score.precision, `precision in ${score.script}`).toBeGreaterThanOrEqual(0.9);
      expect(score.recall, `recall in ${score.script}`).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('never returns the tempting wrong items (गणेश is not गानम्, jagannath not a Hindi bhajan)', () => {
    const wrong = results.filter((r) => r.forbidden.length).map((r) => `${r.case.q}: ${r.forbidden.join(', ')}`);
    expect(wrong).toEqual([]);
  });

  it('finds a community by a word only its translations have', () => {
    const byTranslation = results.filter((r) => ['சமையல்', 'ಸ್ವಯಂಸೇವೆ'].includes(r.case.q));
    expect(byTranslation.map((r) => [r.case.q, r.found])).toEqual([
      ['சமையல்', 1],
      ['ಸ್ವಯಂಸೇವೆ', 1],
    ]);
  });

  it('ranks an exact word in a title or tag above other matches', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/videos/?q=${encodeURIComponent('hanuman')}` });
    const titles = (res.json() as { results: Array<{ title: string; tags: Array<{ name: string }> }> }).results;
    const tagged = titles.map((v) => v.tags.some((t) => t.name === 'Hanuman'));
    // Every video tagged Hanuman comes before one that only names him in its description.
    expect(tagged.indexOf(false) === -1 || tagged.lastIndexOf(true) < tagged.indexOf(false)).toBe(true);
  });
});
