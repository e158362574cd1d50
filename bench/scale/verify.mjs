// After a load: what the server acknowledged must be in the database, and the invariants hold.
import pg from 'pg';

export async function verify(databaseUrl, load, { faults = false } = {}) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const problems = [];
    const { rows } = await client.query('select username, display_name from users where username = any($1)', [
      load.registered,
    ]);
    const found = new Map(rows.map((r) => [r.username, r.display_name]));
    for (const username of load.registered)
      if (!found.has(username)) problems.push(`registered ${username} is missing`);
    for (const [username, acknowledged] of load.lastAcknowledged) {
      const stored = Number(/^seq-(\d+)$/.exec(found.get(username) ?? '')?.[1] ?? 0);
      // A later write may have landed without its answer (a crash), never an earlier one.
      if (stored < acknowledged) problems.push(`${username}: acknowledged seq-${acknowledged}, stored seq-${stored}`);
    }
    // Each session (refresh-token family) of one person used in turn has at most one live token;
    // after faults, a refresh whose answer was lost legitimately leaves two, so it is not checked.
    const families = faults
      ? { rows: [] }
      : await client.query(
          `select family_id, count(*)::int as live from refresh_tokens
       where rotated_at is null and revoked_at is null group by family_id having count(*) > 1`,
        );
    for (const f of families.rows) problems.push(`session ${f.family_id} has ${f.live} live refresh tokens`);

    // Every acknowledged comment is stored, and every counter equals a recount of its rows.
    const comments = await client.query('select id from comments where id = any($1::int[])', [
      load.acknowledgedComments,
    ]);
    const stored = new Set(comments.rows.map((r) => r.id));
    for (const id of load.acknowledgedComments)
      if (!stored.has(id)) problems.push(`acknowledged comment ${id} is missing`);
    const recounts = await client.query(`
      select 'community ' || id || ' followers ' || follower_count || ' ≠ ' || n as problem from (
        select c.id, c.follower_count, (select count(*) from community_follows f where f.community_id = c.id)::int as n
        from communities c) x where follower_count <> n
      union all
      select 'community ' || id || ' posts ' || post_count || ' ≠ ' || n from (
        select c.id, c.post_count, (select count(*) from posts p where p.community_id = c.id and p.removed_at is null)::int as n
        from communities c) x where post_count <> n
      union all
      select 'post ' || id || ' score ' || score || ' ≠ ' || n from (
        select p.id, p.score, coalesce((select sum(value) from post_votes v where v.post_id = p.id), 0)::int as n
        from posts p) x where score <> n
      union all
      select 'post ' || id || ' comments ' || comment_count || ' ≠ ' || n from (
        select p.id, p.comment_count, (select count(*) from comments k where k.post_id = p.id)::int as n
        from posts p) x where comment_count <> n
      union all
      select 'user ' || id || ' karma ' || karma || ' ≠ ' || n from (
        select u.id, u.karma,
          (coalesce((select sum(score) from posts p where p.author_id = u.id), 0)
           + coalesce((select sum(score) from comments k where k.author_id = u.id), 0))::int as n
        from users u) x where karma <> n`);
    for (const r of recounts.rows) problems.push(r.problem);
    const counted = await client.query(
      'select (select count(*) from post_votes)::int as votes, (select count(*) from community_follows)::int as follows',
    );
    return {
      checked: `${load.registered.length} accounts, ${load.lastAcknowledged.size} acknowledged name writes, ${load.acknowledgedComments.length} acknowledged comments, counters of ${counted.rows[0].votes} votes and ${counted.rows[0].follows} follows recounted, every session`,
      problems,
    };
  } finally {
    await client.end();
  }
}
