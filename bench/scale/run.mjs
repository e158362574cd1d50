// Several API processes behind nginx, on PostgreSQL and Redis, on this machine.
//   node bench/scale/run.mjs            benchmark: 1 and 2 API processes, a table of throughput
//   node bench/scale/run.mjs --check    CI: shared limits, a crashed process, a database restart, the outbox
//   node bench/scale/run.mjs --check --outbox-only    only the outbox's crash check
//   node bench/scale/run.mjs --check --waitlist-only  only the waitlist's two-process check
// The demo content is loaded (SEED_DEMO), so the learners of the load book the demo classes.
import { createECDH } from 'node:crypto';
import pg from 'pg';
import { printTable } from '../lib.mjs';
import { startCluster } from './cluster.mjs';
import { startSilentSmtp, startSmtpSink } from './smtp.mjs';
import { startHoldingPushService } from './push-service.mjs';
import { runLoad } from './load.mjs';
import { verify } from './verify.mjs';

const check = process.argv.includes('--check');

/** Confirms the load's people's addresses in the database, as their sign-up code would; `end` closes it. */
function addressConfirmer(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // The restart check stops PostgreSQL: idle connections are cut, and the pool makes new ones on the
  // next query. Unheard, the cut would end the whole run.
  pool.on('error', () => {});
  return {
    confirm: (username) =>
      pool.query('UPDATE users SET email_verified_at = now() WHERE username = $1 AND email_verified_at IS NULL', [
        username,
      ]),
    end: () => pool.end(),
  };
}
const DEMO = { SEED_DEMO: 'true' };
const failures = [];
const expect = (ok, message) => {
  if (!ok) failures.push(message);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${message}`);
};
const ms = (n) => `${n.toFixed(1)} ms`;
const errorsOf = (load) =>
  Object.entries(load.byStatus)
    .filter(([s]) => s === '0' || Number(s) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);

async function benchmark() {
  const rows = [];
  for (const processes of [1, 2]) {
    const cluster = await startCluster({ apiProcesses: processes, rateLimits: 'off', env: DEMO });
    const confirmer = addressConfirmer(cluster.databaseUrl);
    try {
      await runLoad({
        baseUrl: cluster.nginxUrl,
        confirm: confirmer.confirm,
        durationMs: 3_000,
        concurrency: 16,
        runId: `warm${processes}`,
      });
      const load = await runLoad({
        baseUrl: cluster.nginxUrl,
        confirm: confirmer.confirm,
        durationMs: 20_000,
        concurrency: 32,
        runId: `bench${processes}`,
      });
      const result = await verify(cluster.databaseUrl, load);
      rows.push({
        'API processes': processes,
        'requests/s': load.rps.toFixed(0),
        p50: ms(load.p50),
        p99: ms(load.p99),
        errors: errorsOf(load),
        bookings: `${load.acknowledgedBookings.length} of ${Object.values(load.bookingAnswers).reduce((a, b) => a + b, 0)}`,
        recount: result.problems.length ? `${result.problems.length} problems` : 'all acknowledged writes stored',
      });
    } finally {
      await confirmer.end();
      await cluster.stop();
    }
  }
  printTable('Mixed load through nginx (32 people, 20 s, PostgreSQL + Redis on loopback, 2 cores)', rows);
}

async function checks() {
  const cluster = await startCluster({ apiProcesses: 2, rateLimits: 'on', env: DEMO });
  const confirmer = addressConfirmer(cluster.databaseUrl);
  try {
    // 1. Rate limits are shared: the account limit counts attempts on both processes.
    const account = { username: 'limit_probe', email: 'limit_probe@load.test', password: 'load-test-password' };
    await fetch(`${cluster.apis[0].url}/api/users/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const res = await fetch(`${cluster.apis[i % 2].url}/api/users/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.200.0.${i}` },
        body: JSON.stringify({ email: account.email, password: 'wrong-password-1' }),
      });
      statuses.push(res.status);
    }
    expect(
      statuses.slice(0, 10).every((s) => s === 400) && statuses[10] === 429,
      `login limit shared by both processes through Redis (${statuses.join(' ')})`,
    );

    // 2. One process is killed mid-load: the other keeps serving; acknowledged writes are stored.
    let killedAt = null;
    const crash = await runLoad({
      baseUrl: cluster.nginxUrl,
      confirm: confirmer.confirm,
      durationMs: 15_000,
      concurrency: 16,
      runId: 'crash',
      onTick: (t) => {
        if (killedAt === null && t > 5_000) {
          killedAt = t;
          cluster.kill(1);
        }
      },
    });
    const afterKill = crash.events.filter((e) => e.at > killedAt + 2_000);
    const failedAfter = afterKill.filter((e) => e.status === 0 || e.status >= 500).length;
    expect(
      afterKill.length > 100 && failedAfter === 0,
      `after a SIGKILL of one process the other served ${afterKill.length} requests, ${failedAfter} failed`,
    );
    const crashCheck = await verify(cluster.databaseUrl, crash, { faults: true });
    expect(
      crashCheck.problems.length === 0,
      `every write answered 2xx is stored (${crashCheck.checked}) ${crashCheck.problems.slice(0, 3).join('; ')}`,
    );
    await cluster.restartApi(1);

    // 3. PostgreSQL restarts mid-load: 503 with a detail while down, recovery without a restart.
    let phase = 'up';
    const seen = { health: null, request: null };
    const restart = runLoad({
      baseUrl: cluster.nginxUrl,
      confirm: confirmer.confirm,
      durationMs: 16_000,
      concurrency: 8,
      runId: 'pgrestart',
    });
    await new Promise((r) => setTimeout(r, 3_000));
    cluster.stopPostgres();
    phase = 'down';
    await new Promise((r) => setTimeout(r, 1_000));
    const health = await fetch(`${cluster.nginxUrl}/api/health/`);
    seen.health = { status: health.status, body: await health.json() };
    const during = await fetch(`${cluster.nginxUrl}/api/users/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.201.0.1' },
      body: JSON.stringify({ email: 'someone@load.test', password: 'whatever-123' }),
    });
    seen.request = { status: during.status, body: await during.json() };
    await new Promise((r) => setTimeout(r, 2_000));
    cluster.startPostgres();
    phase = 'restarted';
    const restartedAt = Date.now();
    let recovered = null;
    while (Date.now() - restartedAt < 20_000) {
      if ((await fetch(`${cluster.nginxUrl}/api/health/`)).ok) {
        recovered = Date.now() - restartedAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    const load = await restart;
    expect(
      seen.health.status === 503 && seen.health.body.database === 'unavailable',
      `health reports the database down (${seen.health.status} ${JSON.stringify(seen.health.body)})`,
    );
    expect(
      seen.request.status === 503 && typeof seen.request.body.detail === 'string',
      `a call while it is down answers 503 with a detail (${seen.request.status} ${seen.request.body.detail})`,
    );
    expect(recovered !== null, `the API recovered by itself ${recovered} ms after PostgreSQL came back (${phase})`);
    const bad =
      load.events.filter((e) => e.status >= 500 && e.status !== 503).length +
      load.events.filter((e) => e.status >= 400 && !e.detail).length;
    expect(
      bad === 0,
      `no answer other than 503 failed during the restart, and every 4xx/5xx had a detail (${JSON.stringify(load.byStatus)}) ${load.undetailed.join('; ')}`,
    );
    const restartCheck = await verify(cluster.databaseUrl, load, { faults: true });
    expect(
      restartCheck.problems.length === 0,
      `every write answered 2xx is stored after the restart ${restartCheck.problems.slice(0, 3).join('; ')}`,
    );

    // 4. A clean load on the recovered pair: the invariants hold strictly.
    const clean = await runLoad({
      baseUrl: cluster.nginxUrl,
      confirm: confirmer.confirm,
      durationMs: 8_000,
      concurrency: 16,
      runId: 'clean',
    });
    const cleanCheck = await verify(cluster.databaseUrl, clean);
    expect(
      errorsOf(clean) === 0 && cleanCheck.problems.length === 0,
      `clean mixed load: ${clean.requests} requests, ${errorsOf(clean)} errors, ${cleanCheck.checked}, ${cleanCheck.problems.length} problems`,
    );
  } finally {
    await confirmer.end();
    await cluster.stop();
  }
}

/**
 * 5. The outbox: a process killed after the commit and before the send loses no mail and no push,
 * and each goes out once. The only process up claims forty mails and forty pushes, and hangs on a
 * mail server and a push service that never answer; it is killed; the other process, back up,
 * delivers each of them once when the lease ends.
 */
/** A browser's public key, as it subscribes (the push service stand-in does not decrypt). */
function browserKey() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return ecdh.getPublicKey().toString('base64url');
}

async function outboxCheck() {
  const sink = await startSmtpSink();
  const silent = await startSilentSmtp();
  const pushService = await startHoldingPushService();
  const cluster = await startCluster({
    apiProcesses: 2,
    rateLimits: 'off',
    env: { SEED_DEMO: 'false', OUTBOX_LEASE_SECONDS: '3', PUSH_ALLOW_LOOPBACK_HTTP: 'true' },
    envOf: (index) => ({ SMTP_URL: index === 0 ? sink.url : silent.url }),
  });
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  const count = async (where) =>
    Number((await client.query(`select count(*) from outbox where ${where}`)).rows[0].count);
  try {
    cluster.kill(0);
    // Forty people with a browser each, at the push service.
    await client.query(`insert into users (username, email) select 'push' || g, 'push' || g || '@load.test'
                        from generate_series(1, 40) g`);
    await client.query(
      `insert into push_subscriptions (user_id, endpoint, p256dh, auth)
       select id, $1 || '/s/' || id, $2, $3 from users where email like 'push%@load.test'`,
      [pushService.url, browserKey(), Buffer.alloc(16, 7).toString('base64url')],
    );
    await client.query(`insert into outbox (topic, payload)
                        select 'mail', jsonb_build_object('to', 'p' || g || '@load.test', 'subject', 'Outbox check ' || g,
                                                          'text', 'Hari Om', 'html', '<p>Hari Om</p>')
                        from generate_series(1, 40) g`);
    await client.query(`insert into outbox (topic, payload)
                        select 'push', jsonb_build_object('subscriptionId', id, 'message',
                          jsonb_build_object('title', 'Hari Om', 'body', '', 'url', '/en', 'lang', 'en'))
                        from push_subscriptions`);
    await client.query(`select pg_notify('outbox', '')`);
    const until = Date.now() + 15_000;
    while (
      ((await count('claimed_until is not null and sent_at is null')) < 80 || pushService.held === 0) &&
      Date.now() < until
    )
      await new Promise((r) => setTimeout(r, 100));
    const claimed = await count('claimed_until is not null and sent_at is null');
    const heldPushes = pushService.held;
    cluster.kill(1);
    pushService.accept();
    await cluster.restartApi(0);
    const deliveredBy = Date.now() + 40_000;
    while ((sink.received.length < 40 || pushService.accepted.size < 40) && Date.now() < deliveredBy)
      await new Promise((r) => setTimeout(r, 200));
    await new Promise((r) => setTimeout(r, 2_000));
    const subjects = sink.received.map((m) => m.subject);
    const distinct = new Set(subjects).size;
    expect(
      claimed === 80 &&
        subjects.length === 40 &&
        distinct === 40 &&
        (await count("sent_at is not null and topic = 'mail'")) === 40,
      `mails claimed by a process killed before sending are delivered once by the other (claimed ${claimed}, received ${subjects.length}, distinct ${distinct})`,
    );
    const accepted = [...pushService.accepted.values()];
    const pushedTwice = accepted.filter((n) => n > 1).length;
    expect(
      heldPushes > 0 &&
        accepted.length === 40 &&
        pushedTwice === 0 &&
        (await count("sent_at is not null and topic = 'push'")) === 40,
      `pushes claimed by a process killed while its push service held them are delivered once by the other (in flight ${heldPushes}, accepted ${accepted.length}, twice ${pushedTwice})`,
    );
  } finally {
    await client.end();
    await cluster.stop();
    await sink.close();
    await silent.close();
    await pushService.close();
  }
}

/**
 * 6. Waitlists (issue 24): a full departure's hundred places are cancelled at once, half through each
 * process; each place freed is offered in its cancellation's transaction under the journey's lock, so
 * the first hundred people waiting are offered one each and the departure is never over its capacity.
 */
async function waitlistCheck() {
  const cluster = await startCluster({ apiProcesses: 2, rateLimits: 'off', env: { SEED_DEMO: 'false' } });
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  const call = async (apiIndex, path, token, body, method = 'POST') => {
    const res = await fetch(`${cluster.apis[apiIndex].url}/api/${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
  const person = async (name, extra = {}) =>
    (
      await call(0, 'users/register/', null, {
        username: name,
        email: `${name}@load.test`,
        password: 'load-test-password',
        ...extra,
      })
    ).access;
  try {
    const places = 100;
    const organiser = await person('wait_organiser', { creator_type: 'retreat_rep' });
    const journey = await call(0, 'creators/journeys/', organiser, {
      title: 'Waitlist yatra',
      summary: 'Two days, one hundred places.',
      region: 'Uttar Pradesh',
      start_place: 'Lucknow',
      languages: ['hi'],
      duration_days: 2,
      itinerary: [
        { day: 1, title: 'Arrival', place: 'Naimisharanya' },
        { day: 2, title: 'Return', place: 'Naimisharanya' },
      ],
      price_minor: 100000,
      deposit_percent: 25,
      cancellation_policy: [{ days_before: 15, refund_percent: 100 }],
    });
    const start = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const { results } = await call(
      0,
      `creators/journeys/${journey.id}/departures/`,
      organiser,
      {
        departures: [{ start_date: start, capacity: places }],
      },
      'PUT',
    );
    await call(0, `creators/journeys/${journey.id}/`, organiser, { published: true }, 'PATCH');
    const departure = results[0].id;
    const holders = await Promise.all(Array.from({ length: places }, (_, i) => person(`wait_holder_${i}`)));
    const waiting = [];
    for (let i = 0; i < places + 20; i++) waiting.push(await person(`wait_line_${i}`));
    // Their addresses confirmed, as the mailed code would: a paid place is held only for a confirmed one.
    await client.query(`update users set email_verified_at = now() where username like 'wait\\_%'`);
    const bookings = await Promise.all(
      holders.map((token, i) =>
        call(i % 2, `journeys/${journey.slug}/bookings/`, token, {
          departure_id: departure,
          travellers: 1,
          traveller_names: ['Pilgrim'],
          idempotency_key: `waitlist-check-${i}-${Date.now()}`,
        }),
      ),
    );
    for (const token of waiting) {
      await call(0, 'waitlists/', token, { kind: 'journey', target: { departure_id: departure }, seats: 1 });
    }
    await Promise.all(bookings.map((b, i) => call(i % 2, `journey-bookings/${b.id}/cancel/`, holders[i], {})));
    const offers = (
      await client.query(
        `select count(*)::int as n, count(distinct booking_id)::int as bookings,
                count(*) filter (where p.username ~ '^wait_line_([0-9]|[1-9][0-9])$')::int as first
         from waitlist_entries e join users p on p.id = e.person_id
         where e.target_key = $1 and e.status = 'offered'`,
        [`departure:${departure}`],
      )
    ).rows[0];
    const count = (
      await client.query(
        `select d.seats_taken as taken, d.capacity,
                (select count(*)::int from journey_bookings b where b.departure_id = d.id and b.status in ('held', 'confirmed')) as held
         from journey_departures d where d.id = $1`,
        [departure],
      )
    ).rows[0];
    expect(
      offers.n === places &&
        offers.bookings === places &&
        offers.first === places &&
        count.taken === places &&
        count.held === places &&
        count.capacity === places,
      `${places} cancellations at once through two processes offer each place once, to the first ${places} in line (offered ${offers.n}, bookings ${offers.bookings}, first in line ${offers.first}; taken ${count.taken} of ${count.capacity}, held ${count.held})`,
    );
  } finally {
    await client.end();
    await cluster.stop();
  }
}

if (check) {
  const only = process.argv.find((a) => a.endsWith('-only'));
  if (!only) await checks();
  if (!only || only === '--outbox-only') await outboxCheck();
  if (!only || only === '--waitlist-only') await waitlistCheck();
  if (failures.length) {
    console.error(`\n${failures.length} scale check(s) failed`);
    process.exitCode = 1;
  }
} else {
  await benchmark();
}
