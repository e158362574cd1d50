/**
 * Photos creators upload for their retreats, journeys and profiles (limits and messages without
 * schemas, so that the web app's pages take them without the schema library). The picture itself is the
 * request body (Content-Type one of PHOTO_TYPES); the server turns it upright, resizes it to WebP in
 * two widths and answers the addresses to put in the item's photos.
 */
export const PHOTO_LIMITS = {
  /** A phone's full-size photo is 3–8 MB: room for one, not for a video. */
  maxBytes: 12 * 1024 * 1024,
  /** Wider or taller pictures than this are refused before they are decoded (memory). */
  maxPixels: 50_000_000,
  /** Smaller sides than this make a blurry card. */
  minSide: 200,
  /** The large copy (detail pages) and the small one (cards, previews), in CSS pixels of width. */
  largeWidth: 1600,
  smallWidth: 640,
  /** A host prepares a few retreats at a time; this many uploads an hour per account. */
  perHour: 60,
} as const;

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;

export const PHOTO_ERROR_CODES = {
  notAPhoto: 'not_a_photo',
  photoTooSmall: 'photo_too_small',
  photoTooLarge: 'photo_too_large',
  notAllowedToUpload: 'not_allowed_to_upload',
} as const;

const megabytes = PHOTO_LIMITS.maxBytes / 1024 / 1024;

export const PHOTO_MESSAGES = {
  notAPhoto: 'This file is not a photo we can read. Upload a JPEG, PNG, WebP, AVIF or GIF picture.',
  photoTooSmall: `This photo is too small: each side needs at least ${PHOTO_LIMITS.minSide} pixels.`,
  photoTooLarge: `This photo is too large: upload one of at most ${megabytes} MB.`,
  notAllowedToUpload: 'Only creators can upload photos.',
} as const;

/** `/media/photos/{id}-{width}.webp`: the path of an uploaded photo at one of its two widths. */
export const PHOTO_PATH = /\/media\/photos\/([0-9a-f-]{36})-(\d+)\.webp$/;

/** The small copy of one of our uploaded photos (for a card), or the address as it is. */
export function smallPhoto(address: string): string {
  const match = PHOTO_PATH.exec(address);
  if (!match || Number(match[2]) !== PHOTO_LIMITS.largeWidth) return address;
  return address.replace(`-${PHOTO_LIMITS.largeWidth}.webp`, `-${PHOTO_LIMITS.smallWidth}.webp`);
}
