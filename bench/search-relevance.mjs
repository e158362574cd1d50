// Search relevance (issue 21): the relevance set of apps/api/test/search-relevance-set.ts (queries
// in every script of our languages and in Latin, with the items each must and must not return)
// run against the demo catalogue on an in-memory database; prints precision and recall per script,
// then each query that missed an item, returned one it should not, or returned an unrelated one.
//   node --import tsx bench/search-relevance.mjs        (npm run search -w @sangam/bench)
import { createTestContext } from '../apps/api/test/helpers.ts';
import {
  itemLabels,
  judge,
  RELEVANCE_SET,
  scoreByScript,
  seedSearchCatalogue,
} from '../apps/api/test/search-relevance-set.ts';
import { printTable } from './lib.mjs';

const ctx = await createTestContext({ env: { RATE_LIMITS: 'off' } });
try {
  await seedSearchCatalogue(ctx.database.db);
  const results = [];
  for (const c of RELEVANCE_SET) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/${c.kind}/?page_size=50&q=${encodeURIComponent(c.q)}`,
    });
    results.push(judge(c, itemLabels(res.json())));
  }
  const scores = scoreByScript(results);
  const all = scoreByScript(results.map((r) => ({ ...r, case: { ...r.case, script: 'all' } })))[0];
  printTable(
    `Search relevance: ${RELEVANCE_SET.length} queries against the demo catalogue (goal: 0.9 each)`,
    [...scores, all].map((s) => ({
      script: s.script,
      queries: s.queries,
      precision: s.precision.toFixed(3),
      recall: s.recall.toFixed(3),
    })),
  );
  // The same items counted per kind of list searched (videos, classes, communities, posts…).
  printTable(
    'By kind of list',
    scoreByScript(results.map((r) => ({ ...r, case: { ...r.case, script: r.case.kind } }))).map((s) => ({
      kind: s.script,
      queries: s.queries,
      precision: s.precision.toFixed(3),
      recall: s.recall.toFixed(3),
    })),
  );
  const misses = results.filter((r) => r.found < r.case.relevant.length || r.counted > r.found || r.forbidden.length);
  if (misses.length) {
    printTable(
      'Queries that missed or added an item',
      misses.map((r) => ({
        script: r.case.script,
        query: `${r.case.kind}: ${r.case.q}`,
        found: r.found,
        relevant: r.case.relevant.length,
        unrelated: r.counted - r.found,
        forbidden: r.forbidden.join(', ') || '-',
      })),
    );
  }
} finally {
  await ctx.close();
}
