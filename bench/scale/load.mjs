// Mixed load of virtual people against a base URL: each registers, then reads its profile, checks
// health and the version, saves its name (a write whose acknowledgement is recorded), votes on
// posts, follows and unfollows a community, comments, reads posts and comments, and refreshes its
// session. Returns latencies, statuses over time, and the writes the server acknowledged.

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : 0;

export async function runLoad({ baseUrl, durationMs, concurrency, runId = Date.now().toString(36), onTick }) {
  const started = performance.now();
  const deadline = started + durationMs;
  const latencies = [];
  const events = []; // { at, status } for every answer (status 0: no answer)
  const registered = []; // usernames answered 201
  const lastAcknowledged = new Map(); // username → highest name sequence answered 2xx
  const undetailed = []; // a few error answers without a detail, to show when a check fails
  const acknowledgedComments = []; // ids of comments answered 201

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
    let sequence = 0;
    while (session && performance.now() < deadline) {
      const pick = Math.random();
      let res;
      if (pick < 0.35) res = await call('GET', '/api/users/me/', { ip, token: session.access });
      else if (pick < 0.4) res = await call('GET', '/api/health/', { ip });
      else if (pick < 0.43) res = await call('GET', '/version.json', { ip });
      else if (pick < 0.5)
        res = await call('GET', `/api/posts/?community=${encodeURIComponent(forum.slug)}&sort=hot`, { ip });
      else if (pick < 0.53) res = await call('GET', `/api/comments/?post=${anyPost()}`, { ip });
      else if (pick < 0.63)
        res = await call('POST', `/api/posts/${anyPost()}/${Math.random() < 0.7 ? 'upvote' : 'downvote'}/`, {
          ip,
          token: session.access,
          body: {},
        });
      else if (pick < 0.69)
        res = await call(
          'POST',
          `/api/communities/${forum.communityId}/${Math.random() < 0.6 ? 'follow' : 'unfollow'}/`,
          { ip, token: session.access, body: {} },
        );
      else if (pick < 0.72) {
        res = await call('POST', '/api/comments/', {
          ip,
          token: session.access,
          body: { post: anyPost(), content: `Hari Om from ${username}`, parent: null },
        });
        if (res.status === 201) acknowledgedComments.push(res.json.id);
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
    undetailed,
  };
}
