// The community forum under load, on PostgreSQL with a generated forum: 10,000 users, 1,000
// communities, 200,000 posts, 1,000,000 post votes and 500,000 threaded comments over 30 days.
// Requests/s, p50 and p99 of every list a guest reads (the community list and search, a big
// community's posts new, top, hot, of the week and a deep page, post search, a post and the comments
// of the most commented post), the same lists read by a signed-in member, their feed and searches;
// each row's requests/s also as a ratio to the health check's (issue 26: a guest's list >= 0.8).
// One API process on loopback (with Redis, as in production), 8 clients at once, 10 s a scenario;
// every port in 3430-3439 (PORTS=first-last to move them).
//   node bench/community-load.mjs
//   POSTS=20000 VOTES=100000 COMMENTS=50000 node bench/community-load.mjs      (a quick run)
// Sizes: USERS, COMMUNITIES, POSTS, VOTES, COMMENTS; SECONDS_PER_CASE=10, CLIENTS=8.
// SERVER_JS=path runs another server bundle (bench/scale/cluster.mjs), to measure before a change.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { printTable } from './lib.mjs';
import { startCluster } from './scale/cluster.mjs';

const SECONDS = Number(process.env.SECONDS_PER_CASE ?? 10);
const CLIENTS = Number(process.env.CLIENTS ?? 8);
const PORTS = (process.env.PORTS ?? '3430-3439').split('-').map(Number);

export const SIZES = {
  users: Number(process.env.USERS ?? 10_000),
  communities: Number(process.env.COMMUNITIES ?? 1_000),
  posts: Number(process.env.POSTS ?? 200_000),
  votes: Number(process.env.VOTES ?? 1_000_000),
  comments: Number(process.env.COMMENTS ?? 500_000),
};

/** Names and tags of the generated communities; a search for one of them matches about a tenth. */
const WORDS = (
  'bhakti yoga vedanta krishna shiva devi ganga gita upanishad mantra ' +
  'kirtan ayurveda sanskrit puja seva dharma jyotish temple festival meditation'
).split(' ');

/** Of the comments: top-level, then replies one, two and three levels deep. */
const LEVEL_SHARES = [0.5, 0.3, 0.15, 0.05];

const FEED_USER = { username: 'bench_feed', email: 'bench_feed@example.com', password: 'bench-feed-password-1' };

/**
 * Fills the migrated, empty forum tables in SQL (generate_series), then sets every counter from a
 * recount: follower and post counts, scores, comment counts, karma and hot ranks (hot_rank()).
 * Popularity is skewed (low community ids have most followers and posts, a few posts most votes
 * and comments) so there are big communities and busy threads. `feedUserId` follows about 20 communities.
 */
export async function generateForum(databaseUrl, sizes = SIZES, { feedUserId = null, log = console.log } = {}) {
  const { users: U, communities: C, posts: P, votes: V, comments: K } = sizes;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const step = async (what, text, params) => {
    const t0 = performance.now();
    const res = await client.query(text, params);
    log(`  ${what}: ${res.rowCount ?? ''} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    return res;
  };
  const one = async (text, params) => (await client.query(text, params)).rows[0];
  const started = performance.now();
  try {
    // Bulk load: no foreign-key triggers (every reference is generated inside its range), more memory.
    await client.query(`SET session_replication_role = replica`);
    await client.query(`SET work_mem = '256MB'`);
    await client.query(`SET maintenance_work_mem = '512MB'`);
    const words = WORDS;
    const n = words.length;

    await step(
      'users',
      `INSERT INTO users (username, email, display_name, created_at, updated_at)
       SELECT 'bench_u' || g, 'bench_u' || g || '@example.com', 'Bench user ' || g, t, t
       FROM generate_series(1, $1::int) g, LATERAL (SELECT now() - interval '30 days' * random() + g * interval '0') x(t)`,
      [U],
    );
    const u0 = (await one(`SELECT min(id) AS id FROM users WHERE username LIKE 'bench\\_u%'`)).id;
    const user = (expr) => `(${u0} + least(${U - 1}, floor(${U} * ${expr})::int))`;

    await step(
      'communities',
      `INSERT INTO communities (slug, name, description, tags, rules, creator_id, created_at)
       SELECT lower(w1 || '-' || w2 || '-' || g), nm, 'A community about ' || w1 || ' and ' || w2 || '.',
              ARRAY[w1, w2], 'Be kind.', ${u0} + (g * 7919) % ${U},
              now() - interval '30 days' - interval '10 days' * random()
       FROM generate_series(1, $1::int) g,
            LATERAL (SELECT ($2::text[])[1 + g % ${n}], ($2::text[])[1 + (7 * g + g / ${n} + 3) % ${n}]) w(w1, w2),
            LATERAL (SELECT initcap(w1) || ' ' || initcap(w2) || ' ' || g) m(nm)`,
      [C, words],
    );
    const c0 = (await one(`SELECT min(id) AS id FROM communities`)).id;
    const community = (expr) => `(${c0} + least(${C - 1}, floor(${C} * ${expr})::int))`;
    await step(
      'moderators',
      `INSERT INTO community_moderators (community_id, user_id) SELECT id, creator_id FROM communities`,
    );

    // Each user follows 10 to 30 communities, popular ones more often; creators follow their own.
    await step(
      'follows',
      `INSERT INTO community_follows (community_id, user_id, created_at)
       SELECT ${community('power(random(), 2)')}, u.id, u.created_at + (now() - u.created_at) * random()
       FROM users u, generate_series(1, 10 + (u.id * 7919) % 21) k
       WHERE u.id >= ${u0}
       UNION ALL SELECT id, creator_id, created_at FROM communities
       ON CONFLICT DO NOTHING`,
    );
    if (feedUserId !== null) {
      await step(
        'feed user follows',
        `INSERT INTO community_follows (community_id, user_id)
         SELECT DISTINCT ${c0} + (k * ${C}) / 20, $1::int FROM generate_series(0, 19) k
         ON CONFLICT DO NOTHING`,
        [feedUserId],
      );
    }

    // One post in a hundred is removed by a moderator.
    await step(
      'posts',
      `INSERT INTO posts (community_id, author_id, title, content, tags, created_at, removed_at)
       SELECT ${community('power(random(), 2)')}, ${user('random()')},
              'Post ' || g || ': thoughts on ' || w, repeat(md5(g::text) || ' ', 1 + g % 8), ARRAY[w], t,
              CASE WHEN g % 100 = 0 THEN least(now(), t + interval '1 hour') END
       FROM generate_series(1, $1::int) g,
            LATERAL (SELECT ($2::text[])[1 + g % ${n}], now() - interval '30 days' * random() + g * interval '0') x(w, t)
       ORDER BY t`,
      [P, words],
    );
    const p0 = (await one(`SELECT min(id) AS id FROM posts`)).id;
    await storeSearchKeys(client, log);
    // Post ids follow time (posts are written oldest first); popularity is spread over them by a hash.
    const post = (expr) => `(${p0} + (least(${P - 1}, floor(${P} * ${expr})::int)::bigint * 7919) % ${P})`;

    // Distinct (post, user) pairs, 85 % upvotes, some posts with many.
    await step(
      'post votes',
      `INSERT INTO post_votes (post_id, user_id, value)
       SELECT post_id, user_id, value FROM (
         SELECT DISTINCT ON (post_id, user_id) post_id, user_id, value FROM (
           SELECT ${post('power(random(), 1.5)')} AS post_id, ${user('random()')} AS user_id,
                  CASE WHEN random() < 0.85 THEN 1 ELSE -1 END AS value
           FROM generate_series(1, ceil($1::int * 1.05)::int)) candidates
       ) pairs LIMIT $1::int`,
      [V],
    );

    // Comments: ids taken from the sequence first, so each path (zero-padded ids joined by '.') is
    // written with its row, and rows stored in the order they were written. Top-level comments: 2 %
    // on one busy post, the others skewed as the votes.
    const busyPost = (await one(`SELECT min(id) AS id FROM posts WHERE removed_at IS NULL`)).id;
    await client.query(`CREATE TEMP TABLE gen (id int, post_id int, parent_id int, level int, lrn int,
                          path text, created_at timestamptz)`);
    const counts = LEVEL_SHARES.map((share) => Math.round(K * share));
    counts[counts.length - 1] = K - counts.slice(0, -1).reduce((a, b) => a + b, 0);
    await step(
      'comments, level 0',
      `INSERT INTO gen
       SELECT id, post_id, NULL, 0, rn, lpad(id::text, 10, '0'), created_at FROM (
         SELECT nextval('comments_id_seq')::int AS id, s.post_id, row_number() OVER () AS rn,
                p.created_at + (now() - p.created_at) * random() AS created_at
         FROM (SELECT CASE WHEN random() < 0.02 THEN ${busyPost} ELSE ${post('power(random(), 1.3)')} END AS post_id
               FROM generate_series(1, $1::int)) s
         JOIN posts p ON p.id = s.post_id
         OFFSET 0) c`,
      [counts[0]],
    );
    await client.query(`CREATE INDEX ON gen (level, lrn)`);
    for (let level = 1; level < counts.length; level++) {
      await client.query(`ANALYZE gen`);
      await step(
        `comments, level ${level}`,
        `INSERT INTO gen
         SELECT id, post_id, parent_id, ${level}, rn, parent_path || '.' || lpad(id::text, 10, '0'), created_at FROM (
           SELECT nextval('comments_id_seq')::int AS id, par.post_id, par.id AS parent_id, par.path AS parent_path,
                  row_number() OVER () AS rn, par.created_at + (now() - par.created_at) * random() * 0.5 AS created_at
           FROM (SELECT 1 + floor(random() * $2::int)::int AS prn FROM generate_series(1, $1::int)) pick
           JOIN gen par ON par.level = ${level - 1} AND par.lrn = pick.prn
           OFFSET 0) c`,
        [counts[level], counts[level - 1]],
      );
    }
    await step(
      'comments',
      `INSERT INTO comments (id, post_id, author_id, parent_id, level, path, content, deleted_at, created_at)
       OVERRIDING SYSTEM VALUE
       SELECT id, post_id, ${user('random()')}, parent_id, level, path,
              'Comment ' || id || ' ' || repeat(md5(id::text) || ' ', 1 + id % 4),
              CASE WHEN id % 200 = 0 THEN created_at + (now() - created_at) * 0.5 END, created_at
       FROM gen ORDER BY created_at`,
    );
    await client.query(`DROP TABLE gen`);

    // Counters, from recounts.
    await step(
      'posts: score, comment_count, hot_rank',
      `UPDATE posts p SET score = x.score, comment_count = x.comments, hot_rank = hot_rank(x.score, p.created_at)
       FROM (SELECT p.id, coalesce(v.s, 0) AS score, coalesce(k.n, 0) AS comments
             FROM posts p
             LEFT JOIN (SELECT post_id, sum(value)::int AS s FROM post_votes GROUP BY post_id) v ON v.post_id = p.id
             LEFT JOIN (SELECT post_id, count(*)::int AS n FROM comments GROUP BY post_id) k ON k.post_id = p.id) x
       WHERE x.id = p.id`,
    );
    await step(
      'communities: follower_count, post_count',
      `UPDATE communities c SET follower_count = coalesce(f.n, 0), post_count = coalesce(p.n, 0)
       FROM communities c2
       LEFT JOIN (SELECT community_id, count(*)::int AS n FROM community_follows GROUP BY 1) f ON f.community_id = c2.id
       LEFT JOIN (SELECT community_id, count(*)::int AS n FROM posts WHERE removed_at IS NULL AND deleted_at IS NULL GROUP BY 1) p
              ON p.community_id = c2.id
       WHERE c2.id = c.id`,
    );
    await step(
      'users: karma',
      `UPDATE users u SET karma = k.karma
       FROM (SELECT p.author_id, sum(v.value)::int AS karma FROM post_votes v JOIN posts p ON p.id = v.post_id
             WHERE v.user_id <> p.author_id GROUP BY p.author_id) k
       WHERE k.author_id = u.id`,
    );
    await client.query(`RESET session_replication_role`);
    // What autovacuum would have done after a bulk load: statistics and the visibility map.
    await step('vacuum analyze', `VACUUM ANALYZE`);
    const totals = await one(`SELECT
        (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM communities) AS communities,
        (SELECT count(*)::int FROM community_follows) AS follows, (SELECT count(*)::int FROM posts) AS posts,
        (SELECT count(*)::int FROM post_votes) AS votes, (SELECT count(*)::int FROM comments) AS comments,
        (SELECT count(*)::int FROM posts WHERE hot_rank > 0) AS hot_posts,
        (SELECT max(level)::int FROM comments) AS max_level`);
    log(`  generated in ${((performance.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(totals)}`);
    return totals;
  } finally {
    await client.end();
  }
}

/** The tags' names in every language, as the server reads them for search keys (lib/translations/tag-names.ts). */
const TAG_NAMES = `coalesce((select jsonb_agg(names.name) from tags t
  cross join lateral (select t.name union select e.value->>'name' from jsonb_each(t.translations) e) names(name)
  where t.slug in (select regexp_replace(lower(btrim(x)), '\\s+', '-', 'g') from unnest(tags) x)
    and names.name is not null), '[]'::jsonb)`;

/**
 * The search keys of the communities and posts, made by the server's own rules (lib/search, loaded
 * through tsx) from what the server reads of them (searchableCommunities, searchablePosts), written
 * in batches with the search index dropped and built again after. Comments keep none: the bench
 * does not search them.
 */
async function storeSearchKeys(client, log) {
  const { register } = await import('tsx/esm/api');
  register();
  const { searchDocument } = await import('../apps/api/src/lib/search/document.ts');
  const kinds = [
    ['communities', 'name, description', (r) => ({ head: [r.name, ...r.tags, ...r.tag_names], body: [r.description] })],
    ['posts', 'title, content', (r) => ({ head: [r.title, ...r.tags, ...r.tag_names], body: [r.content] })],
  ];
  for (const [table, columns, fields] of kinds) {
    const t0 = performance.now();
    const index = `${table}_search_document_idx`;
    const { indexdef } = (await client.query(`SELECT indexdef FROM pg_indexes WHERE indexname = $1`, [index])).rows[0];
    await client.query(`DROP INDEX ${index}`);
    let after = 0;
    for (;;) {
      const { rows } = await client.query(
        `SELECT id, tags, ${TAG_NAMES} AS tag_names, ${columns} FROM ${table} WHERE id > $1 ORDER BY id LIMIT 5000`,
        [after],
      );
      if (rows.length === 0) break;
      const keys = rows.map((row) => searchDocument(fields(row)));
      await client.query(
        `UPDATE ${table} x SET search_head = k.head, search_body = k.body
         FROM unnest($1::int[], $2::text[], $3::text[]) k(id, head, body) WHERE x.id = k.id`,
        [rows.map((r) => r.id), keys.map((k) => k.searchHead), keys.map((k) => k.searchBody)],
      );
      after = rows[rows.length - 1].id;
    }
    await client.query(indexdef);
    log(`  ${table}: search keys (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  }
}

/** The subjects of the cases: the biggest community, the post with most comments, their counts. */
async function pickSubjects(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const big = (await client.query(`SELECT slug, post_count FROM communities ORDER BY post_count DESC, id LIMIT 1`))
      .rows[0];
    const busy = (
      await client.query(
        `SELECT id, comment_count FROM posts WHERE removed_at IS NULL ORDER BY comment_count DESC, id LIMIT 1`,
      )
    ).rows[0];
    return { big, busy };
  } finally {
    await client.end();
  }
}

async function run(url, headers) {
  const latencies = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (!res.ok) failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => `${latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))].toFixed(1)} ms`;
  return { 'req/s': Math.round(latencies.length / seconds), p50: at(0.5), p99: at(0.99), errors: failures };
}

async function postJson(url, body) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await res.json();
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

async function main() {
  const cluster = await startCluster({ apiProcesses: 1, rateLimits: 'off', ports: PORTS });
  try {
    const base = `${cluster.apis[0].url}/api/`;
    // The signed-in reader of the feed: a real account, registered through the API.
    const registered = await postJson(`${base}users/register/`, FEED_USER);
    console.log(`Generating the forum (${JSON.stringify(SIZES)})`);
    const totals = await generateForum(cluster.databaseUrl, SIZES, { feedUserId: registered.user.id });
    // Signed in after the generation, so the access token is fresh for the whole run.
    const { access } = await postJson(`${base}users/login/`, { email: FEED_USER.email, password: FEED_USER.password });
    const auth = { authorization: `Bearer ${access}` };
    const { big, busy } = await pickSubjects(cluster.databaseUrl);
    const slug = encodeURIComponent(big.slug);

    // Every list a guest reads; then the member's lists (the same shared part with their own
    // fields), their feed and searches.
    const lists = [
      ['communities, page 1', 'communities/?page=1&page_size=12'],
      ['communities, search "yoga"', 'communities/?page=1&page_size=12&q=yoga'],
      [`posts of ${big.slug} (${big.post_count}), new`, `posts/?community=${slug}&sort=new`],
      [`posts of ${big.slug}, top`, `posts/?community=${slug}&sort=top`],
      [`posts of ${big.slug}, top of the week`, `posts/?community=${slug}&sort=top&t=week`],
      [`posts of ${big.slug}, hot`, `posts/?community=${slug}&sort=hot`],
      [`posts of ${big.slug}, new, page 50`, `posts/?community=${slug}&sort=new&page=50`],
      ['posts, search "yoga"', 'posts/?q=yoga'],
      [`post ${busy.id}`, `posts/${busy.id}/`],
      [`comments of post ${busy.id} (${busy.comment_count}), page 1`, `comments/?post=${busy.id}&page=1`],
    ];
    if (busy.comment_count > 1000)
      lists.push([`comments of post ${busy.id}, page 100`, `comments/?post=${busy.id}&page=100`]);
    const cases = [
      // No database work past a ping: what the machine and the HTTP stack give, to read the other rows against.
      ['health (baseline)', 'health/'],
      ...lists.map(([name, path]) => [`guest: ${name}`, path]),
      ...lists.map(([name, path]) => [`member: ${name}`, path, auth]),
      ['member: feed (20 communities), hot', 'posts/feed/?sort=hot', auth],
      ['member: feed (20 communities), new', 'posts/feed/?sort=new', auth],
      ['member: feed, top of the week', 'posts/feed/?sort=top&t=week', auth],
    ];

    const rows = [];
    for (const [name, path, headers] of cases) {
      const first = await fetch(base + path, { headers });
      const body = await first.json();
      if (!first.ok) throw new Error(`${path}: ${first.status} ${JSON.stringify(body)}`);
      const measured = await run(base + path, headers);
      const health = rows[0]?.['req/s'] ?? measured['req/s'];
      rows.push({
        case: name,
        matches: body.count ?? '-',
        ...measured,
        'x health': `${(measured['req/s'] / health).toFixed(2)}`,
      });
    }
    printTable(
      `Community forum: ${totals.users} users, ${totals.communities} communities, ${totals.posts} posts, ` +
        `${totals.votes} votes, ${totals.comments} comments on PostgreSQL, one API process, ${CLIENTS} clients, ${SECONDS} s each`,
      rows,
    );
  } finally {
    await cluster.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
