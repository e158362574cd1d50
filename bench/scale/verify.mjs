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
        select c.id, c.post_count, (select count(*) from posts p where p.community_id = c.id and p.removed_at is null and p.deleted_at is null)::int as n
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
          -- The votes of others on one's posts and comments: one's own vote does not count (issue 26).
          (coalesce((select sum(v.value) from post_votes v join posts p on p.id = v.post_id
                     where p.author_id = u.id and v.user_id <> u.id), 0)
           + coalesce((select sum(v.value) from comment_votes v join comments k on k.id = v.comment_id
                       where k.author_id = u.id and v.user_id <> u.id), 0))::int as n
        from users u) x where karma <> n
      union all
      select 'user ' || id || ' comment karma ' || comment_karma || ' ≠ ' || n from (
        select u.id, u.comment_karma,
          coalesce((select sum(v.value) from comment_votes v join comments k on k.id = v.comment_id
                    where k.author_id = u.id and v.user_id <> u.id), 0)::int as n
        from users u) x where comment_karma <> n`);
    for (const r of recounts.rows) problems.push(r.problem);
    const counted = await client.query(
      `select (select count(*) from post_votes)::int as votes, (select count(*) from community_follows)::int as follows,
              (select count(*) from class_sessions)::int as sittings, (select count(*) from bookings)::int as bookings`,
    );
    problems.push(...(await verifyBookings(client, load)));
    const c = counted.rows[0];
    return {
      checked:
        `${load.registered.length} accounts, ${load.lastAcknowledged.size} acknowledged name writes, ` +
        `${load.acknowledgedComments.length} acknowledged comments, counters of ${c.votes} votes and ${c.follows} follows recounted, ` +
        `${load.acknowledgedBookings.length} acknowledged bookings and ${load.acknowledgedCancels.length} cancellations ` +
        `(booking answers ${JSON.stringify(load.bookingAnswers)}), seats of ${c.sittings} sittings recounted from ${c.bookings} bookings, every session`,
      problems,
    };
  } finally {
    await client.end();
  }
}

/**
 * The seat invariants of classes, over every sitting: its seat count equals a recount of its held,
 * confirmed and attended bookings, none is above its capacity, and no two seat-holding sittings of
 * one tutor overlap (buffers included). Also used by bench/classes-load.mjs.
 */
export async function seatProblems(client) {
  const { rows } = await client.query(`
    select 'sitting ' || id || ': ' || seats_taken || ' seats taken, ' || n || ' held/confirmed/attended' as problem from (
      select s.id, s.seats_taken,
        (select coalesce(sum(b.seats), 0) from bookings b
         where b.session_id = s.id and b.status in ('held', 'confirmed', 'attended'))::int as n
      from class_sessions s) x where seats_taken <> n
    union all
    select 'sitting ' || id || ': ' || seats_taken || ' seats of ' || capacity from class_sessions where seats_taken > capacity
    union all
    select 'sittings ' || a.id || ' and ' || b.id || ' of tutor ' || a.tutor_id || ' overlap'
    from class_sessions a join class_sessions b on a.tutor_id = b.tutor_id and a.id < b.id and a.busy && b.busy
    where a.seats_taken > 0 and b.seats_taken > 0`);
  return rows.map((r) => r.problem);
}

/**
 * Classes: the seat invariants hold, every booking answered 2xx is stored as asked (learner, class,
 * time), and every cancellation answered 200 is stored as cancelled.
 */
async function verifyBookings(client, load) {
  const problems = await seatProblems(client);
  const stored = await client.query(
    `select b.id, b.status, u.username, c.slug, s.start_at from bookings b join users u on u.id = b.learner_id
     join classes c on c.id = b.class_id join class_sessions s on s.id = b.session_id where b.id = any($1::int[])`,
    [load.acknowledgedBookings.map((b) => b.id)],
  );
  const byId = new Map(stored.rows.map((r) => [r.id, r]));
  for (const b of load.acknowledgedBookings) {
    const row = byId.get(b.id);
    if (!row) problems.push(`acknowledged booking ${b.id} is missing`);
    else if (row.username !== b.username || row.slug !== b.slug || row.start_at.getTime() !== Date.parse(b.start))
      problems.push(
        `booking ${b.id} is stored for ${row.username}, ${row.slug} at ${row.start_at.toISOString()}, not as asked`,
      );
  }
  for (const id of load.acknowledgedCancels)
    if (byId.get(id)?.status !== 'cancelled') problems.push(`cancelled booking ${id} is ${byId.get(id)?.status}`);
  return problems;
}
