// Mixed load of virtual people against a base URL: each registers, then reads its profile, checks
// health and the version, saves its name (a write whose acknowledgement is recorded), votes on
// posts, follows and unfollows a community, comments, reads posts and comments, refreshes its
// session, and as a learner reads the open slots of the demo classes, books them (everyone at once
// on two contended times first, then now and then on a few shared times or one it just read) and
// cancels some of its bookings. Returns latencies, statuses over time, and the writes the server
// acknowledged. Without demo classes (SEED_DEMO off) there is nothing to book and the learners only
// read the empty class list.

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : 0;

/**
 * `confirm(username)`, when given, confirms a new person's email address as the code mailed at sign-up
 * would (the load has no mailbox): paid seats are held only for a confirmed address.
 */
export async function runLoad({
  baseUrl,
  durationMs,
  concurrency,
  runId = Date.now().toString(36),
  onTick,
  confirm = async () => {},
}) {
  const started = performance.now();
  const deadline = started + durationMs;
  const latencies = [];
  const events = []; // { at, status } for every answer (status 0: no answer)
  const registered = []; // usernames answered 201
  const lastAcknowledged = new Map(); // username → highest name sequence answered 2xx
  const undetailed = []; // a few error answers without a detail, to show when a check fails
  const acknowledgedComments = []; // ids of comments answered 201
  const acknowledgedBookings = []; // { id, username, slug, start } of bookings answered 2xx
  const acknowledgedCancels = []; // ids of bookings whose cancellation was answered 200
  const bookingAnswers = {}; // status → count, booking attempts only

  async function call(method, path, { token, body, ip }) {
    const t0 = performance.now();
    let status = 0;
    let json = null;
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': ip,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      json = await response.json().catch(() => null);
    } catch {
      status = 0;
    }
    const t1 = performance.now();
    latencies.push(t1 - t0);
    const detail = typeof json?.detail === 'string';
    events.push({ at: t1 - started, status, detail });
    if (status >= 400 && !detail && undetailed.length < 5)
      undetailed.push(`${status} ${method} ${path}: ${JSON.stringify(json)}`);
    return { status, json };
  }

  /** A community with a few posts for everyone to vote on, follow and comment on. */
  async function setupForum() {
    const host = `host_${runId}`;
    const ip = '10.250.0.1';
    let session = null;
    for (let attempt = 0; attempt < 20 && !session; attempt++) {
      const res = await call('POST', '/api/users/register/', {
        ip,
        body: { username: host, email: `${host}@load.test`, password: 'load-test-password' },
      });
      if (res.status === 201) session = res.json;
      else {
        const login = await call('POST', '/api/users/login/', {
          ip,
          body: { email: host, password: 'load-test-password' },
        });
        if (login.status === 200) session = login.json;
      }
    }
    if (!session) throw new Error('could not set up the forum for the load');
    const community = await call('POST', '/api/communities/', {
      ip,
      token: session.access,
      body: { name: `Load ${runId}`, tags: ['load'] },
    });
    const postIds = [];
    for (let i = 0; i < 4; i++) {
      const post = await call('POST', '/api/posts/', {
        ip,
        token: session.access,
        body: { title: `Post ${i}`, community: community.json.slug },
      });
      if (post.status === 201) postIds.push(post.json.id);
    }
    return { communityId: community.json.id, slug: community.json.slug, postIds };
  }
  const forum = await setupForum();
  const anyPost = () => forum.postIds[Math.floor(Math.random() * forum.postIds.length)];

  /** Dates (UTC) from `days` ahead: far enough that every demo class's cancellation window is open. */
  const dayAhead = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const slotsPath = (slug, from, to) => `/api/classes/${slug}/slots/?from=${dayAhead(from)}&to=${dayAhead(to)}&tz=UTC`;

  /**
   * The demo classes, and the shared times: the first open times of a one-to-one class and of a
   * group, which everyone books at once when the load starts, and a few more that people pick often.
   */
  async function setupClasses() {
    const ip = '10.250.0.2';
    const list = await call('GET', '/api/classes/?page_size=100', { ip });
    const classes = list.status === 200 ? list.json.results : [];
    const shared = [];
    const pickFirst = async (wanted) => {
      for (const c of classes.filter(wanted)) {
        const slots = await call('GET', slotsPath(c.slug, 3, 10), { ip });
        const open = slots.status === 200 ? slots.json.results : [];
        if (open.length) return open.slice(0, 3).map((s) => ({ slug: c.slug, start: s.start }));
      }
      return [];
    };
    const oneToOne = await pickFirst((c) => c.capacity === 1);
    const group = await pickFirst((c) => c.capacity > 1 && c.capacity <= 8);
    shared.push(...oneToOne, ...group);
    return { slugs: classes.map((c) => c.slug), rush: [oneToOne[0], group[0]].filter(Boolean), shared };
  }
  const classes = await setupClasses();

  // The first booking of everyone waits for every person to have an account (or 3 s), then all go.
  let waiting = concurrency;
  let allReady;
  const ready = Promise.race([new Promise((r) => (allReady = r)), new Promise((r) => setTimeout(r, 3_000))]);
  const arrived = () => {
    if (--waiting === 0) allReady();
  };

  /** One booking attempt; a lost answer or a 5xx is retried once with the same key, as a client would. */
  async function book(person, target) {
    const body = {
      class: target.slug,
      start: target.start,
      idempotency_key: `${person.username}-${++person.attempts}`,
    };
    let res = await call('POST', '/api/bookings/', { ip: person.ip, token: person.session.access, body });
    if (res.status === 0 || res.status >= 500) {
      await new Promise((r) => setTimeout(r, 100));
      res = await call('POST', '/api/bookings/', { ip: person.ip, token: person.session.access, body });
    }
    bookingAnswers[res.status] = (bookingAnswers[res.status] ?? 0) + 1;
    if (res.status >= 200 && res.status < 300) {
      acknowledgedBookings.push({ id: res.json.id, username: person.username, slug: target.slug, start: target.start });
      person.bookings.push(res.json.id);
    }
    return res;
  }

  /** A learner's booking: a shared time, or one of the open times of a class it reads first. */
  async function bookSomething(person) {
    if (classes.shared.length && Math.random() < 0.4)
      return book(person, classes.shared[Math.floor(Math.random() * classes.shared.length)]);
    const slug = classes.slugs[Math.floor(Math.random() * classes.slugs.length)];
    if (!slug) return call('GET', '/api/classes/', { ip: person.ip });
    const offset = 3 + Math.floor(Math.random() * 14);
    const slots = await call('GET', slotsPath(slug, offset, offset + 6), { ip: person.ip });
    const open = slots.status === 200 ? slots.json.results : [];
    if (!open.length) return slots;
    return book(person, { slug, start: open[Math.floor(Math.random() * open.length)].start });
  }

  async function person(index) {
    const ip = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
    const username = `vu_${runId}_${index}`;
    let session = null;
    while (!session && performance.now() < deadline) {
      const res = await call('POST', '/api/users/register/', {
        ip,
        body: { username, email: `${username}@load.test`, password: 'load-test-password' },
      });
      if (res.status === 201) {
        registered.push(username);
        session = res.json;
      } else if (res.status === 400) {
        // An earlier attempt was stored though its answer was lost: log in instead.
        const login = await call('POST', '/api/users/login/', {
          ip,
          body: { email: username, password: 'load-test-password' },
        });
        if (login.status === 200) {
          registered.push(username);
          session = login.json;
        }
      } else await new Promise((r) => setTimeout(r, 200));
    }
    // While the database is down (the restart check) a person stays unconfirmed and books only free seats.
    if (session) await confirm(username).catch(() => {});
    arrived();
    let sequence = 0;
    const learner = { username, ip, attempts: 0, bookings: [], session };
    if (session && classes.rush.length) {
      await ready;
      await book(learner, classes.rush[index % classes.rush.length]);
    }
    while (session && performance.now() < deadline) {
      const pick = Math.random();
      let res;
      learner.session = session;
      if (pick < 0.3) res = await call('GET', '/api/users/me/', { ip, token: session.access });
      else if (pick < 0.34) res = await call('GET', '/api/health/', { ip });
      else if (pick < 0.37) res = await call('GET', '/version.json', { ip });
      else if (pick < 0.44)
        res = await call('GET', `/api/posts/?community=${encodeURIComponent(forum.slug)}&sort=hot`, { ip });
      else if (pick < 0.47) res = await call('GET', `/api/comments/?post=${anyPost()}`, { ip });
      else if (pick < 0.57)
        res = await call('POST', `/api/posts/${anyPost()}/${Math.random() < 0.7 ? 'upvote' : 'downvote'}/`, {
          ip,
          token: session.access,
          body: {},
        });
      else if (pick < 0.63)
        res = await call(
          'POST',
          `/api/communities/${forum.communityId}/${Math.random() < 0.6 ? 'follow' : 'unfollow'}/`,
          { ip, token: session.access, body: {} },
        );
      else if (pick < 0.66) {
        res = await call('POST', '/api/comments/', {
          ip,
          token: session.access,
          body: { post: anyPost(), content: `Hari Om from ${username}`, parent: null },
        });
        if (res.status === 201) acknowledgedComments.push(res.json.id);
      } else if (pick < 0.7) {
        const slug = classes.slugs[Math.floor(Math.random() * classes.slugs.length)];
        const offset = 1 + Math.floor(Math.random() * 20);
        res = slug
          ? await call('GET', slotsPath(slug, offset, offset + 6), { ip })
          : await call('GET', '/api/classes/', { ip });
      } else if (pick < 0.75) res = await bookSomething(learner);
      else if (pick < 0.78 && learner.bookings.length) {
        const [id] = learner.bookings.splice(Math.floor(Math.random() * learner.bookings.length), 1);
        res = await call('POST', `/api/bookings/${id}/cancel/`, { ip, token: session.access, body: { reason: '' } });
        if (res.status === 200) acknowledgedCancels.push(id);
      } else if (pick < 0.97) {
        const n = ++sequence;
        res = await call('PATCH', '/api/users/me/', { ip, token: session.access, body: { display_name: `seq-${n}` } });
        if (res.status >= 200 && res.status < 300)
          lastAcknowledged.set(username, Math.max(lastAcknowledged.get(username) ?? 0, n));
      } else {
        res = await call('POST', '/api/token/refresh/', { ip, body: { refresh: session.refresh } });
        if (res.status === 200) session = { ...session, ...res.json };
      }
      if (res.status === 401) {
        const login = await call('POST', '/api/users/login/', {
          ip,
          body: { email: username, password: 'load-test-password' },
        });
        if (login.status === 200) session = login.json;
      }
      if (res.status === 0 || res.status >= 500) await new Promise((r) => setTimeout(r, 50));
    }
  }

  const ticker = onTick ? setInterval(() => onTick(performance.now() - started), 100) : null;
  await Promise.all(Array.from({ length: concurrency }, (_, i) => person(i)));
  if (ticker) clearInterval(ticker);

  const seconds = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  const byStatus = {};
  for (const e of events) byStatus[e.status] = (byStatus[e.status] ?? 0) + 1;
  return {
    requests: events.length,
    rps: events.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    byStatus,
    events,
    registered,
    lastAcknowledged,
    acknowledgedComments,
    acknowledgedBookings,
    acknowledgedCancels,
    bookingAnswers,
    undetailed,
  };
}
