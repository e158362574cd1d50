import { describe, expect, it } from 'vitest';
import { canonicalJson, eventKey } from './event-key';

describe('eventKey', () => {
  const at = new Date('2026-03-29T05:30:00.000Z');

  it('is a UUID v5 that depends on the content, not on the order of its keys', () => {
    const key = eventKey('guest:1', 'video_start', at, {
      video_id: 7,
      percent: 0,
      nested: { b: 1, a: [2, { d: 3, c: 4 }] },
    });
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(
      eventKey('guest:1', 'video_start', at, { nested: { a: [2, { c: 4, d: 3 }], b: 1 }, percent: 0, video_id: 7 }),
    ).toBe(key);
  });

  it('differs for another sender, name, time or data', () => {
    const key = eventKey('guest:1', 'page_view', at, { path: '/hi' });
    expect(eventKey('guest:2', 'page_view', at, { path: '/hi' })).not.toBe(key);
    expect(eventKey('guest:1', 'home_view', at, { path: '/hi' })).not.toBe(key);
    expect(eventKey('guest:1', 'page_view', new Date(at.getTime() + 1), { path: '/hi' })).not.toBe(key);
    expect(eventKey('guest:1', 'page_view', at, { path: '/en' })).not.toBe(key);
  });

  it('writes canonical JSON', () => {
    expect(canonicalJson({ b: [1, 'x', null], a: { d: true, c: 1.5 } })).toBe(
      '{"a":{"c":1.5,"d":true},"b":[1,"x",null]}',
    );
  });
});
