import { STORAGE_KEYS, readJson, writeJson } from '../lib/storage';

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

function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside secure contexts randomUUID is missing; build a version 4 UUID from random bytes.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

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
