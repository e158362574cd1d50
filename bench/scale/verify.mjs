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
    return {
      checked: `${load.registered.length} accounts, ${load.lastAcknowledged.size} acknowledged name writes, every session`,
      problems,
    };
  } finally {
    await client.end();
  }
}
