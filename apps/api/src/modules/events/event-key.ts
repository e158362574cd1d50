import { createHash } from 'node:crypto';

/** The namespace of event keys (a random UUID of ours), as UUID v5 asks for one. */
const NAMESPACE = Buffer.from('5f0c3a9e6b7d4c21a8e4d2b1c7f90e36', 'hex');

/** JSON with every object's keys in order, so the same content always reads the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The key of an event sent without an id (spec section 3 gives events none): a UUID v5 of its
 * sender, name, time and data, so a retried batch finds the same keys and stores nothing twice.
 */
export function eventKey(sender: string, eventType: string, occurredAt: Date, data: unknown): string {
  const name = [sender, eventType, occurredAt.toISOString(), canonicalJson(data)].join('\n');
  const bytes = createHash('sha1').update(NAMESPACE).update(name).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
