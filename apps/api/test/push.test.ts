import { createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto';
import { PUSH_MESSAGES, PUSH_SUBSCRIPTIONS_MAX } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/client';
import { enqueuePush, type PushMessage } from '../src/push/enqueue';
import type { PushOwner } from '../src/push/owner';
import { bearer, register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';
import { browserKeys, decrypt, startPushService, type PushRequest } from './push-service';

let ctx: TestContext;

let pushService: Awaited<ReturnType<typeof startPushService>>;
let received: PushRequest[];
let serviceOrigin = '';

beforeAll(async () => {
  ctx = await createTestContext({ env: { PUSH_ALLOW_LOOPBACK_HTTP: 'true', RATE_LIMITS: 'off' } });
  pushService = await startPushService();
  received = pushService.received;
  serviceOrigin = pushService.origin;
});
afterAll(async () => {
  await ctx.close();
  await pushService.close();
});
beforeEach(() => {
  received.length = 0;
  pushService.status = 201;
});

const endpointOf = (name = randomUUID()) => `https://push.example.org/send/${name}`;

function subscribeAs(headers: Record<string, string>, body: unknown) {
  return ctx.app.inject({ method: 'POST', url: '/api/push/subscriptions/', headers, payload: body as object });
}

function unsubscribeAs(headers: Record<string, string>, endpoint: string) {
  return ctx.app.inject({ method: 'DELETE', url: '/api/push/subscriptions/', headers, payload: { endpoint } });
}

async function signedIn() {
  const { answer } = await register(ctx.app);
  return { id: answer.user.id, headers: bearer(answer.access) };
}

const ownersOf = (endpoint: string) =>
  selectRows<{ user_id: number | null; guest_uuid: string | null; last_success_at: string | null; language: string }>(
    ctx.database.db,
    sql`select user_id, guest_uuid, last_success_at, language from push_subscriptions where endpoint = ${endpoint}`,
  );

const message: PushMessage = {
  title: 'मीरा ने आपकी पोस्ट का जवाब दिया',
  body: 'जय श्री कृष्ण! बहुत सुंदर विचार।',
  url: '/hi/community/post/12#comment-40',
  tag: 'notification-12',
  lang: 'hi',
};

async function pushTo(owner: PushOwner, options: { availableAt?: Date } = {}): Promise<number> {
  return ctx.database.db.transaction((tx) => enqueuePush(tx, owner, message, options));
}

const pushRows = () =>
  selectRows<{ attempts: number; sent: boolean; last_error: string | null; payload: unknown }>(
    ctx.database.db,
    sql`select attempts, sent_at is not null as sent, last_error, payload from outbox where topic = 'push' order by id`,
  );

describe('GET /api/push/public-key/', () => {
  it("answers anyone with the server's VAPID public key, an uncompressed P-256 point", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/push/public-key/' });
    expect(res.statusCode).toBe(200);
    const key = Buffer.from(res.json().key, 'base64url');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    expect(res.json().key).toBe(ctx.app.ctx.secrets.vapid.publicKey);
  });
});

describe('POST /api/push/subscriptions/', () => {
  it('keeps a signed-in person’s subscription under their account', async () => {
    const user = await signedIn();
    const endpoint = endpointOf();
    const res = await subscribeAs(user.headers, { endpoint, expirationTime: null, keys: browserKeys().json });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ endpoint, id: expect.any(Number) });
    expect(await ownersOf(endpoint)).toMatchObject([{ user_id: user.id, guest_uuid: null }]);
  });

  it('keeps a guest’s subscription under their guest id', async () => {
    const guest = randomUUID();
    const endpoint = endpointOf();
    const res = await subscribeAs({ 'x-guest-uuid': guest }, { endpoint, keys: browserKeys().json });
    expect(res.statusCode, res.body).toBe(201);
    expect(await ownersOf(endpoint)).toMatchObject([{ user_id: null, guest_uuid: guest, language: 'en' }]);
  });

  it("keeps the page's language, which a guest's pushes are written in, until another is sent", async () => {
    const guest = { 'x-guest-uuid': randomUUID() };
    const endpoint = endpointOf();
    expect((await subscribeAs(guest, { endpoint, keys: browserKeys().json, language: 'ta' })).statusCode).toBe(201);
    expect(await ownersOf(endpoint)).toMatchObject([{ language: 'ta' }]);
    // A browser renewing its keys without saying a language keeps the one it had.
    expect((await subscribeAs(guest, { endpoint, keys: browserKeys().json })).statusCode).toBe(200);
    expect(await ownersOf(endpoint)).toMatchObject([{ language: 'ta' }]);
    expect((await subscribeAs(guest, { endpoint, keys: browserKeys().json, language: 'or' })).statusCode).toBe(200);
    expect(await ownersOf(endpoint)).toMatchObject([{ language: 'or' }]);
  });

  it('answers 401 to a caller with neither an account nor a guest id, whatever the body', async () => {
    const good = await subscribeAs({}, { endpoint: endpointOf(), keys: browserKeys().json });
    expect(good.statusCode).toBe(401);
    expect(good.json().detail).toBe(PUSH_MESSAGES.noOwner);
    expect((await subscribeAs({}, { endpoint: 'nonsense' })).statusCode).toBe(401);
    expect((await unsubscribeAs({}, endpointOf())).statusCode).toBe(401);
  });

  it('refuses a non-https endpoint and keys of the wrong shape, each under its field', async () => {
    const user = await signedIn();
    const keys = browserKeys().json;
    const cases: Array<[unknown, string, string]> = [
      [{ endpoint: 'http://push.example.org/send/1', keys }, 'endpoint', PUSH_MESSAGES.endpointHttps],
      // An IP literal or localhost would point the server's requests at machines behind it.
      [{ endpoint: 'https://10.0.0.5/send/1', keys }, 'endpoint', PUSH_MESSAGES.endpointHttps],
      [{ endpoint: 'https://localhost/send/1', keys }, 'endpoint', PUSH_MESSAGES.endpointHttps],
      [{ endpoint: 'not a url', keys }, 'endpoint', PUSH_MESSAGES.endpointUrl],
      [{ endpoint: endpointOf(), keys, language: 'xx' }, 'language', PUSH_MESSAGES.language],
      [{ endpoint: endpointOf(), keys, language: 'EN' }, 'language', PUSH_MESSAGES.language],
      [
        { endpoint: endpointOf(), keys: { ...keys, p256dh: randomBytes(33).toString('base64url') } },
        'keys.p256dh',
        PUSH_MESSAGES.p256dh,
      ],
      [
        { endpoint: endpointOf(), keys: { ...keys, p256dh: 'B'.repeat(86) + '!' } },
        'keys.p256dh',
        PUSH_MESSAGES.p256dh,
      ],
      [
        { endpoint: endpointOf(), keys: { ...keys, auth: randomBytes(32).toString('base64url') } },
        'keys.auth',
        PUSH_MESSAGES.auth,
      ],
    ];
    for (const [body, field, text] of cases) {
      const res = await subscribeAs(user.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[field], JSON.stringify(body)).toEqual([text]);
      expect(res.json().detail).toBeTruthy();
    }
    const missing = await subscribeAs(user.headers, { endpoint: endpointOf() });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['keys']);
  });

  it(`keeps at most ${PUSH_SUBSCRIPTIONS_MAX} devices per account and per guest`, async () => {
    for (const headers of [(await signedIn()).headers, { 'x-guest-uuid': randomUUID() }]) {
      const endpoints = Array.from({ length: PUSH_SUBSCRIPTIONS_MAX }, () => endpointOf());
      for (const endpoint of endpoints)
        expect((await subscribeAs(headers, { endpoint, keys: browserKeys().json })).statusCode).toBe(201);
      const over = await subscribeAs(headers, { endpoint: endpointOf(), keys: browserKeys().json });
      expect(over.statusCode).toBe(400);
      expect(over.json().errors.endpoint).toEqual([PUSH_MESSAGES.tooMany]);
      // One already kept may be posted again (a browser renewing its keys).
      expect((await subscribeAs(headers, { endpoint: endpoints[0], keys: browserKeys().json })).statusCode).toBe(200);
    }
  });

  it('posted again, keeps one row with the new keys, moved to whoever posted it', async () => {
    const first = await signedIn();
    const second = await signedIn();
    const endpoint = endpointOf();
    expect((await subscribeAs(first.headers, { endpoint, keys: browserKeys().json })).statusCode).toBe(201);
    const again = await subscribeAs(first.headers, { endpoint, keys: browserKeys().json });
    expect(again.statusCode).toBe(200);
    // Another person signed in on that browser: the device now notifies them.
    const keys = browserKeys().json;
    expect((await subscribeAs(second.headers, { endpoint, keys })).statusCode).toBe(200);
    expect(await ownersOf(endpoint)).toMatchObject([{ user_id: second.id, guest_uuid: null }]);
    const [row] = await selectRows<{ p256dh: string }>(
      ctx.database.db,
      sql`select p256dh from push_subscriptions where endpoint = ${endpoint}`,
    );
    expect(row!.p256dh).toBe(keys.p256dh);
  });
});

describe('DELETE /api/push/subscriptions/', () => {
  it("removes the caller's own subscription, and answers 404 for another's", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const guest = { 'x-guest-uuid': randomUUID() };
    const endpoint = endpointOf();
    await subscribeAs(owner.headers, { endpoint, keys: browserKeys().json });

    for (const stranger of [other.headers, guest]) {
      const res = await unsubscribeAs(stranger, endpoint);
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe(PUSH_MESSAGES.notFound);
    }
    expect(await ownersOf(endpoint)).toHaveLength(1);

    expect((await unsubscribeAs(owner.headers, endpoint)).statusCode).toBe(204);
    expect(await ownersOf(endpoint)).toEqual([]);
    expect((await unsubscribeAs(owner.headers, endpoint)).statusCode).toBe(404);

    const guestsEndpoint = endpointOf();
    await subscribeAs(guest, { endpoint: guestsEndpoint, keys: browserKeys().json });
    expect((await unsubscribeAs(guest, guestsEndpoint)).statusCode).toBe(204);
  });
});

describe('guest to account', () => {
  it("moves a guest's subscriptions to the account in the practice merge", async () => {
    const guestUuid = randomUUID();
    const endpoint = endpointOf();
    await subscribeAs({ 'x-guest-uuid': guestUuid }, { endpoint, keys: browserKeys().json });
    const user = await signedIn();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/practice/merge/',
      headers: user.headers,
      payload: { guest_uuid: guestUuid },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await ownersOf(endpoint)).toMatchObject([{ user_id: user.id, guest_uuid: null }]);
    // The guest id no longer owns it.
    expect((await unsubscribeAs({ 'x-guest-uuid': guestUuid }, endpoint)).statusCode).toBe(404);
  });
});

/** Checks the `vapid t=<JWT>, k=<public key>` header (RFC 8292) against the server's key; answers the claims. */
function verifiedVapid(header: string | undefined): Record<string, unknown> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  expect(match, header).not.toBeNull();
  const [, token, key] = match!;
  expect(key).toBe(ctx.app.ctx.secrets.vapid.publicKey);
  const point = Buffer.from(key!, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const [head, claims, signature] = token!.split('.');
  expect(JSON.parse(Buffer.from(head!, 'base64url').toString())).toMatchObject({ alg: 'ES256', typ: 'JWT' });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  expect(signed, 'the VAPID signature verifies with the public key').toBe(true);
  return JSON.parse(Buffer.from(claims!, 'base64url').toString());
}

describe('delivery through the push service', () => {
  it('sends the message encrypted for the browser and signed with VAPID, then marks the subscription', async () => {
    const user = await signedIn();
    const keys = browserKeys();
    const endpoint = `${serviceOrigin}/send/${randomUUID()}`;
    expect((await subscribeAs(user.headers, { endpoint, keys: keys.json })).statusCode).toBe(201);

    expect(await pushTo({ userId: user.id })).toBe(1);
    await ctx.app.ctx.outbox.drain();

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.url).toBe(new URL(endpoint).pathname);
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(request!.headers.ttl).toBe('86400');
    expect(request!.headers.urgency).toBe('normal');
    // The tag is the push service's topic: an undelivered earlier try of the same item is replaced.
    expect(request!.headers.topic).toBe(message.tag);
    expect(JSON.parse(decrypt(request!.body, keys))).toEqual(message);

    const claims = verifiedVapid(request!.headers.authorization);
    expect(claims.aud).toBe(serviceOrigin);
    expect(claims.sub).toBe(ctx.app.ctx.secrets.vapid.subject);
    const inSeconds = (claims.exp as number) - Date.now() / 1000;
    expect(inSeconds).toBeGreaterThan(0);
    expect(inSeconds).toBeLessThanOrEqual(24 * 3600);

    expect((await ownersOf(endpoint))[0]!.last_success_at).not.toBeNull();
    expect((await pushRows()).at(-1)).toMatchObject({ attempts: 1, sent: true });
  });

  it('writes one push per device of the owner, none for someone without one, and holds them back when told', async () => {
    const guest = randomUUID();
    for (let i = 0; i < 2; i++)
      await subscribeAs(
        { 'x-guest-uuid': guest },
        { endpoint: `${serviceOrigin}/g/${i}/${guest}`, keys: browserKeys().json },
      );
    expect(await pushTo({ userId: (await signedIn()).id })).toBe(0);

    const later = new Date(Date.now() + 3_600_000);
    expect(await pushTo({ guestUuid: guest }, { availableAt: later })).toBe(2);
    await ctx.app.ctx.outbox.drain();
    // Quiet hours: nothing is sent before its time.
    expect(received).toHaveLength(0);
    await ctx.database.db.execute(sql`update outbox set available_at = now() where topic = 'push' and sent_at is null`);
    await ctx.app.ctx.outbox.drain();
    expect(received.map((r) => r.url).sort()).toEqual([`/g/0/${guest}`, `/g/1/${guest}`]);
  });

  it('removes a subscription the push service says is gone (410, 404) and finishes', async () => {
    for (const status of [410, 404]) {
      const user = await signedIn();
      const endpoint = `${serviceOrigin}/gone/${randomUUID()}`;
      await subscribeAs(user.headers, { endpoint, keys: browserKeys().json });
      pushService.status = status;
      await pushTo({ userId: user.id });
      await ctx.app.ctx.outbox.drain();
      expect(await ownersOf(endpoint), String(status)).toEqual([]);
      expect((await pushRows()).at(-1), String(status)).toMatchObject({ attempts: 1, sent: true });
    }
  });

  it('tries again later when the push service fails (500) or is busy (429)', async () => {
    for (const status of [500, 429]) {
      const user = await signedIn();
      const endpoint = `${serviceOrigin}/busy/${randomUUID()}`;
      await subscribeAs(user.headers, { endpoint, keys: browserKeys().json });
      pushService.status = status;
      await pushTo({ userId: user.id });
      await ctx.app.ctx.outbox.drain();
      const row = (await pushRows()).at(-1)!;
      expect(row, String(status)).toMatchObject({ attempts: 1, sent: false });
      expect(row.last_error).toContain(`push service answered ${status}`);
      expect(await ownersOf(endpoint)).toHaveLength(1);
      await ctx.database.db.execute(sql`delete from outbox where topic = 'push' and sent_at is null`);
    }
  });

  it('sends nothing for a subscription removed after the push was written', async () => {
    const user = await signedIn();
    const endpoint = `${serviceOrigin}/removed/${randomUUID()}`;
    await subscribeAs(user.headers, { endpoint, keys: browserKeys().json });
    await ctx.app.ctx.outbox.stop();
    await pushTo({ userId: user.id });
    await unsubscribeAs(user.headers, endpoint);
    await ctx.app.ctx.outbox.drain();
    expect(received).toHaveLength(0);
    expect((await pushRows()).at(-1)).toMatchObject({ sent: true });
  });
});

describe('an in-app item by push', () => {
  it("reaches Meera's browser in Hindi when Ravi replies to her post, once, opening the reply", async () => {
    const meera = (await register(ctx.app)).answer;
    const ravi = (await register(ctx.app)).answer;
    const admin = (await register(ctx.app)).answer;
    const db = ctx.database.db;
    await db.execute(sql`update users set role = 'admin' where id = ${admin.user.id}`);
    await db.execute(
      sql`update users set preferred_language = 'hi', display_name = 'Meera' where id = ${meera.user.id}`,
    );
    await db.execute(sql`update users set display_name = 'Ravi' where id = ${ravi.user.id}`);
    const keys = browserKeys();
    const endpoint = `${serviceOrigin}/send/${randomUUID()}`;
    expect((await subscribeAs(bearer(meera.access), { endpoint, keys: keys.json })).statusCode).toBe(201);
    const inject = (who: typeof meera, url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, headers: bearer(who.access), payload });
    const community = (await inject(admin, '/api/communities/', { name: `Satsang ${randomUUID().slice(0, 6)}` })).json()
      .slug;
    const post = (await inject(meera, '/api/posts/', { title: 'Kartik deepam', community })).json().id;
    const comment = (await inject(ravi, '/api/comments/', { post, content: 'Deepam jyoti', parent: null })).json().id;

    // The fold window has passed: the reply goes out.
    await db.execute(
      sql`update outbox set available_at = now() where topic = 'notification_delivery' and sent_at is null`,
    );
    await ctx.app.ctx.outbox.drain();
    await ctx.app.ctx.outbox.drain();
    expect(received).toHaveLength(1);
    expect(JSON.parse(decrypt(received[0]!.body, keys))).toMatchObject({
      title: 'Ravi ने आपकी पोस्ट का जवाब दिया',
      body: '“Kartik deepam”: Deepam jyoti',
      url: `/hi/posts/${post}#comment-${comment}`,
      lang: 'hi',
    });
    // Delivered is done: draining again sends nothing more.
    await ctx.app.ctx.outbox.drain();
    expect(received).toHaveLength(1);

    // Push turned off for replies: the next one stays in the inbox only.
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences/',
      headers: bearer(meera.access),
      payload: { channels: { forum_reply_post: { push: false } } },
    });
    expect(put.statusCode, put.body).toBe(200);
    await inject(meera, '/api/notifications/read/', { all: true });
    await inject(ravi, '/api/comments/', { post, content: 'Again', parent: null });
    await db.execute(
      sql`update outbox set available_at = now() where topic = 'notification_delivery' and sent_at is null`,
    );
    await ctx.app.ctx.outbox.drain();
    expect(received).toHaveLength(1);
  });
});
