import {
  PHOTO_ERROR_CODES,
  PHOTO_LIMITS,
  PHOTO_MESSAGES,
  type LoginResponse,
  type UploadedPhoto,
} from '@sangam/contracts';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/client';
import { users } from '../src/db/schema';
import { deleteUnusedPhotos } from '../src/modules/media/photos';
import { seedDemoContent } from '../src/seed';
import { bearer, register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let rep: LoginResponse;
let tutor: LoginResponse;
let learner: LoginResponse;
let admin: LoginResponse;

/** A real picture: a gradient of the given size, in the given format, with an EXIF orientation. */
async function picture(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg', orientation?: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    pixels[i] = (i / 3) % 256;
    pixels[i + 1] = 120;
    pixels[i + 2] = 200;
  }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (orientation) image = image.withMetadata({ orientation });
  return image.toFormat(format).toBuffer();
}

function upload(who: LoginResponse | null, body: Buffer | string, type = 'image/jpeg') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/creators/photos/',
    headers: { ...(who ? bearer(who.access) : {}), 'content-type': type },
    payload: body,
  });
}

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off', PUBLIC_URL: 'https://sangam.example' } });
  rep = (await register(ctx.app, { creator_type: 'retreat_rep' })).answer;
  tutor = (await register(ctx.app, { creator_type: 'tutor' })).answer;
  learner = (await register(ctx.app)).answer;
  admin = (await register(ctx.app)).answer;
  await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
});
afterAll(async () => {
  await ctx?.close();
});

describe('uploading a photo', () => {
  it('resizes a large photo to WebP in two widths and serves both for good', async () => {
    const res = await upload(rep, await picture(3200, 2400));
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json() as UploadedPhoto;
    expect(photo.url).toMatch(/^https:\/\/sangam\.example\/media\/photos\/[0-9a-f-]{36}-1600\.webp$/);
    expect(photo.small_url).toBe(photo.url.replace('-1600.webp', '-640.webp'));
    expect([photo.width, photo.height]).toEqual([1600, 1200]);

    for (const [address, width, height] of [
      [photo.url, 1600, 1200],
      [photo.small_url, 640, 480],
    ] as const) {
      const served = await ctx.app.inject({ method: 'GET', url: new URL(address).pathname });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
    }
  });

  it('never enlarges a small photo, turns a sideways one upright and drops its metadata', async () => {
    // Orientation 6: the camera was turned; the stored pixels are 600 × 400, the picture is 400 × 600.
    const res = await upload(tutor, await picture(600, 400, 'jpeg', 6));
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json() as UploadedPhoto;
    expect([photo.width, photo.height]).toEqual([400, 600]);
    const served = await ctx.app.inject({ method: 'GET', url: new URL(photo.url).pathname });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([400, 600, undefined, undefined]);
  });

  it('takes PNG and WebP too, and an administrator may upload', async () => {
    expect((await upload(admin, await picture(300, 300, 'png'), 'image/png')).statusCode).toBe(201);
    expect((await upload(rep, await picture(300, 300, 'webp'), 'image/webp')).statusCode).toBe(201);
  });

  it('asks a guest to sign in and tells a member that only creators upload', async () => {
    const image = await picture(300, 300);
    const guest = await upload(null, image);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().detail).toBeTruthy();
    const member = await upload(learner, image);
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({
      code: PHOTO_ERROR_CODES.notAllowedToUpload,
      detail: PHOTO_MESSAGES.notAllowedToUpload,
    });
    // Who may call is decided before what was sent is read.
    expect((await upload(learner, 'not a picture', 'text/plain')).statusCode).toBe(403);
  });

  it('refuses what is not a readable photo with a sentence saying what to send', async () => {
    const notAPhoto = await upload(rep, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png');
    expect(notAPhoto.statusCode).toBe(400);
    expect(notAPhoto.json()).toMatchObject({ code: PHOTO_ERROR_CODES.notAPhoto, detail: PHOTO_MESSAGES.notAPhoto });

    const cut = (await picture(800, 600)).subarray(0, 600);
    expect((await upload(rep, cut)).json().code).toBe(PHOTO_ERROR_CODES.notAPhoto);
    expect((await upload(rep, Buffer.alloc(0))).statusCode).toBe(400);

    const tiny = await upload(rep, await picture(150, 900));
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json()).toMatchObject({ code: PHOTO_ERROR_CODES.photoTooSmall, detail: PHOTO_MESSAGES.photoTooSmall });
  });

  it('answers 415 for JSON or another type, and 413 for a file over the limit', async () => {
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/creators/photos/',
      headers: bearer(rep.access),
      payload: { photo: 'https://example.org/a.jpg' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().detail).toContain('image/jpeg');
    expect((await upload(rep, 'plain words', 'text/plain')).statusCode).toBe(415);

    const huge = await upload(rep, Buffer.alloc(PHOTO_LIMITS.maxBytes + 1, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: PHOTO_ERROR_CODES.photoTooLarge, detail: PHOTO_MESSAGES.photoTooLarge });
  });

  it('answers 404 for a photo that does not exist or a width it was not made in', async () => {
    const photo = (await upload(rep, await picture(400, 300))).json() as UploadedPhoto;
    const path = new URL(photo.url).pathname;
    expect((await ctx.app.inject({ method: 'GET', url: path.replace('-1600', '-800') })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/media/photos/00000000-0000-4000-8000-000000000000-640.webp' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('photos nothing uses', () => {
  it('are deleted a day after their upload; photos a retreat, journey, temple or tutor names stay', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const photo = (await upload(rep, await picture(300, 200))).json() as UploadedPhoto;
      ids.push(/([0-9a-f-]{36})-1600/.exec(photo.url)![1]!);
    }
    const [unused, inRetreat, inJourney, inTemple, inTutor, fresh] = ids as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const address = (id: string) => `https://sangam.example/media/photos/${id}-1600.webp`;
    const db = ctx.database.db;
    await seedDemoContent(db);
    // Only this test's photos are aged: the other tests' uploads are an hour old at most.
    const aged = ids.filter((id) => id !== fresh).map((id) => sql`${id}::uuid`);
    await db.execute(
      sql`update uploaded_photos set created_at = now() - interval '25 hours' where id in (${sql.join(aged, sql`, `)})`,
    );
    const [retreat] = await selectRows<{ id: number }>(db, sql`select id from retreats limit 1`);
    const [journey] = await selectRows<{ id: number }>(db, sql`select id from journeys limit 1`);
    const [temple] = await selectRows<{ id: number }>(db, sql`select id from temples limit 1`);
    await db.execute(
      sql`update retreats set photos = array['https://example.org/a.jpg', ${address(inRetreat)}] where id = ${retreat!.id}`,
    );
    await db.execute(sql`update journeys set photos = array[${address(inJourney)}] where id = ${journey!.id}`);
    await db.execute(sql`update temples set photos = array[${address(inTemple)}] where id = ${temple!.id}`);
    await db.execute(
      sql`update tutors set photo_url = ${address(inTutor)} where user_id = (select min(user_id) from tutors)`,
    );

    expect(await deleteUnusedPhotos(db)).toBe(1);
    const left = await selectRows<{ id: string }>(
      db,
      sql`select id::text from uploaded_photos where created_at < now() - interval '1 hour' or id = ${fresh}`,
    );
    expect(left.map((r) => r.id).sort()).toEqual([inRetreat, inJourney, inTemple, inTutor, fresh].sort());
    expect((await ctx.app.inject({ method: 'GET', url: `/media/photos/${unused}-640.webp` })).statusCode).toBe(404);
  });
});

describe('the upload limit', () => {
  it('lets an account upload PHOTO_LIMITS.perHour photos an hour', async () => {
    const limited = await createTestContext();
    try {
      const who = (await register(limited.app, { creator_type: 'retreat_rep' })).answer;
      const image = await picture(200, 200);
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/creators/photos/',
          headers: { ...bearer(who.access), 'content-type': 'image/jpeg' },
          payload: image,
        });
      for (let i = 0; i < PHOTO_LIMITS.perHour; i++) expect((await send()).statusCode).toBe(201);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});
