import { PHOTO_ERROR_CODES, PHOTO_LIMITS, PHOTO_TYPES } from '@sangam/contracts';
import { ApiError } from '../../../shared/api/http-client';
import { describeApiError } from '../../../shared/api/error-messages';
import { i18n } from '../../../shared/i18n/i18n';

const MEGABYTES = PHOTO_LIMITS.maxBytes / 1024 / 1024;

/**
 * What is wrong with a file before it is sent (its type, its size), in the reader's language, or
 * null: a 40 MB video chosen by mistake is refused at once instead of after its upload.
 */
export function photoFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const t = i18n.getFixedT(null, 'creator');
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return t('photos.not_a_photo', { name: file.name });
  if (file.size > PHOTO_LIMITS.maxBytes) return t('photos.too_large', { name: file.name, max: MEGABYTES });
  return null;
}

/** Why the server refused a file, in the reader's language. */
export function photoUploadProblem(failure: unknown, name: string): string {
  const t = i18n.getFixedT(null, 'creator');
  const code = failure instanceof ApiError ? failure.code : '';
  if (code === PHOTO_ERROR_CODES.notAPhoto) return t('photos.not_a_photo', { name });
  if (code === PHOTO_ERROR_CODES.photoTooSmall) return t('photos.too_small', { name, min: PHOTO_LIMITS.minSide });
  if (code === PHOTO_ERROR_CODES.photoTooLarge) return t('photos.too_large', { name, max: MEGABYTES });
  const described = describeApiError(failure);
  return t('photos.failed', { name, reason: described.form ?? Object.values(described.fields)[0] ?? '' });
}

/**
 * Whether the page may show a picture from this address: its Content-Security-Policy allows images
 * from https addresses and from this site (an upload on a local http server).
 */
export const showablePhoto = (address: string) =>
  address.startsWith('https://') || address.startsWith(`${window.location.origin}/`);
