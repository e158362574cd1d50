import { randomUUID } from 'node:crypto';
import { PHOTO_ERROR_CODES, PHOTO_LIMITS, PHOTO_MESSAGES } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { repeat } from '../../lib/repeat';

export type PhotoWidth = typeof PHOTO_LIMITS.largeWidth | typeof PHOTO_LIMITS.smallWidth;

/** The formats we read, by what the bytes are (the declared Content-Type is only a first sieve). */
const READABLE = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

const notAPhoto = () => new HttpError(400, PHOTO_ERROR_CODES.notAPhoto, PHOTO_MESSAGES.notAPhoto);

/**
 * A copy of a picture no wider than `width` (never enlarged) nor taller than one and a half times
 * that, as WebP, turned upright by its EXIF orientation. sharp writes no metadata unless asked, so a
 * phone's GPS position and camera details do not travel with the picture.
 */
async function copyAt(input: Buffer, width: number) {
  return sharp(input, { limitInputPixels: PHOTO_LIMITS.maxPixels, animated: false })
    .rotate()
    .resize({ width, height: Math.round(width * 1.5), fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80, effort: 4 })
    .toBuffer({ resolveWithObject: true });
}

/** Reads, checks and resizes an uploaded picture, and keeps both copies for its owner. */
export async function storePhoto(db: Db, ownerId: number, input: Buffer) {
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    const meta = await sharp(input, { limitInputPixels: PHOTO_LIMITS.maxPixels }).metadata();
    format = meta.format;
    width = meta.width ?? 0;
    height = meta.height ?? 0;
  } catch {
    throw notAPhoto();
  }
  if (!format || !READABLE.has(format)) throw notAPhoto();
  if (Math.min(width, height) < PHOTO_LIMITS.minSide) {
    throw new HttpError(400, PHOTO_ERROR_CODES.photoTooSmall, PHOTO_MESSAGES.photoTooSmall);
  }
  let large: Awaited<ReturnType<typeof copyAt>>;
  let small: Awaited<ReturnType<typeof copyAt>>;
  try {
    large = await copyAt(input, PHOTO_LIMITS.largeWidth);
    // The small copy is made from the large one: decoding a phone's 12-megapixel original once is
    // enough (the large copy is already upright and has no orientation left to apply).
    small = await copyAt(large.data, PHOTO_LIMITS.smallWidth);
  } catch {
    // The header was readable but the picture is cut short or damaged.
    throw notAPhoto();
  }
  const id = randomUUID();
  await db.execute(sql`
    insert into uploaded_photos (id, owner_id, width, height, large, small)
    values (${id}, ${ownerId}, ${large.info.width}, ${large.info.height}, ${large.data}, ${small.data})`);
  return { id, width: large.info.width, height: large.info.height };
}

/**
 * One copy of a photo, its owner, and whether it is a verification document (issue 20: shown only to
 * its owner and the console); null when there is no such photo. Only the owner's own creator profile
 * can name a photo as a document, so that one row is all there is to look at.
 */
export async function photoBytes(
  db: Db,
  id: string,
  width: PhotoWidth,
): Promise<{ bytes: Uint8Array; ownerId: number; document: boolean } | null> {
  const column = width === PHOTO_LIMITS.largeWidth ? sql`p.large` : sql`p.small`;
  const [row] = await selectRows<{ bytes: Uint8Array; owner_id: number; document: boolean }>(
    db,
    sql`select ${column} as bytes, p.owner_id,
               exists (select 1 from creator_profiles c where c.user_id = p.owner_id
                       and p.id = any(c.verification_documents)) as document
        from uploaded_photos p where p.id = ${id}`,
  );
  return row ? { bytes: row.bytes, ownerId: row.owner_id, document: row.document } : null;
}

export const photoPath = (id: string, width: PhotoWidth) => `/media/photos/${id}-${width}.webp`;

/**
 * Uploaded photos that nothing names a day after their upload (the host uploaded, then left the form
 * or removed them) are deleted, so the table holds only pictures in use. A photo is in use while a
 * retreat's, journey's or temple's photos or a tutor's photo address contains its id, or while it is
 * one of a creator's verification documents.
 */
export async function deleteUnusedPhotos(db: Db, olderThanHours = 24): Promise<number> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`delete from uploaded_photos p
        where p.created_at < now() - make_interval(hours => ${olderThanHours})
          and not exists (select 1 from retreats r, unnest(r.photos) a where strpos(a, p.id::text) > 0)
          and not exists (select 1 from journeys j, unnest(j.photos) a where strpos(a, p.id::text) > 0)
          and not exists (select 1 from temples t, unnest(t.photos) a where strpos(a, p.id::text) > 0)
          and not exists (select 1 from tutors t where strpos(t.photo_url, p.id::text) > 0)
          and not exists (select 1 from creator_profiles c where c.user_id = p.owner_id
                          and p.id = any(c.verification_documents))
        returning p.id`,
  );
  return rows.length;
}

/** Runs deleteUnusedPhotos every hour; a failure is logged and tried again the next hour. */
export function startUnusedPhotoCleanup(ctx: AppContext, everyMs = 3_600_000): () => void {
  return repeat(ctx.log, 'deleting unused photos', everyMs, () => deleteUnusedPhotos(ctx.db));
}
