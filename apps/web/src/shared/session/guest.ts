import { STORAGE_KEYS, readJson, writeJson } from '../lib/storage';
import { newUuid } from '../lib/uuid';

/** The guest record kept locally (spec section 3: context marker, uuid, createdAt). */
export interface GuestRecord {
  context: 'sanatan-sangam-guest';
  uuid: string;
  createdAt: string;
}

const isGuestRecord = (value: unknown): value is GuestRecord =>
  typeof value === 'object' &&
  value !== null &&
  (value as GuestRecord).context === 'sanatan-sangam-guest' &&
  typeof (value as GuestRecord).uuid === 'string' &&
  /^[0-9a-f-]{36}$/i.test((value as GuestRecord).uuid);

let cached: GuestRecord | null = null;

/** This browser's guest id: made once, then kept (a corrupt record is replaced). */
export function guestRecord(): GuestRecord {
  if (cached) return cached;
  cached = readJson(STORAGE_KEYS.guest, isGuestRecord);
  if (!cached) {
    cached = { context: 'sanatan-sangam-guest', uuid: newUuid(), createdAt: new Date().toISOString() };
    writeJson(STORAGE_KEYS.guest, cached);
  }
  return cached;
}
