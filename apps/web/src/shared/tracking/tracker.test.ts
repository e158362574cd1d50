import type { EventBatch, TrackedEvent } from '@sangam/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tracker, type TrackerDeps } from './tracker';

let sent: Array<{ batch: EventBatch; unloading: boolean }>;
let answers: boolean[];
let online: boolean;
let saved: TrackedEvent[] | null;
let ids: number;

function makeTracker(overrides: Partial<TrackerDeps> = {}) {
  return new Tracker({
    send: async (batch, unloading) => {
      sent.push({ batch, unloading });
      return answers.shift() ?? true;
    },
    context: () => ({
      userId: null,
      guestUuid: 'guest-1',
      tz: 'Asia/Kolkata',
      locale: 'hi',
      city: 'unknown',
      country: 'unknown',
      campaign: { source: 'newsletter', medium: 'none', campaign: 'none', content: 'none', term: 'none' },
    }),
    online: () => online,
    load: () => saved,
    save: (events) => {
      saved = structuredClone(events);
    },
    clearSaved: () => {
      saved = null;
    },
    now: () => Date.now(),
    newId: () => `id-${++ids}`,
    ...overrides,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  answers = [];
  online = true;
  saved = null;
  ids = 0;
});
afterEach(() => vi.useRealTimers());

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('tracker', () => {
  it('ignores names that are not on the allow-list', () => {
    const tracker = makeTracker();
    tracker.track('steal_cookies', { a: 1 });
    expect(tracker.pending()).toHaveLength(0);
  });

  it('builds each event with the caller fields, the context and the campaign', () => {
    vi.setSystemTime(new Date('2026-11-22T06:30:00Z'));
    const tracker = makeTracker();
    tracker.track('page_view', { path: '/hi/videos' });
    expect(tracker.pending()[0]).toEqual({
      id: 'id-1',
      event_type: 'page_view',
      event_data: {
        path: '/hi/videos',
        timestamp: '2026-11-22T06:30:00.000Z',
        user_id: null,
        guest_uuid: 'guest-1',
        tz: 'Asia/Kolkata',
        locale: 'hi',
        city: 'unknown',
        country: 'unknown',
        source: 'newsletter',
        medium: 'none',
        campaign: 'none',
        content: 'none',
        term: 'none',
      },
      timestamp: '2026-11-22T06:30:00.000Z',
      retryCount: 0,
      uuid: 'guest-1',
    });
  });

  it('skips duplicates by name, video and percent', () => {
    const tracker = makeTracker();
    tracker.track('video_impression', { video_id: 7 });
    tracker.track('video_impression', { video_id: 7 });
    tracker.track('video_impression', { video_id: 8 });
    tracker.track('nudge_shown', { nudge: 'welcome' });
    tracker.track('nudge_shown', { nudge: 'welcome' });
    expect(tracker.pending().map((e) => e.event_type)).toEqual(['video_impression', 'video_impression', 'nudge_shown']);
  });

  it('remembers at most 1000 keys: the oldest may be sent again', () => {
    const tracker = makeTracker();
    for (let i = 0; i <= 1000; i++) tracker.track('video_impression', { video_id: i });
    tracker.track('video_impression', { video_id: 0 }); // forgotten: key 0 was the oldest
    tracker.track('video_impression', { video_id: 500 }); // still remembered
    const zeros = tracker.pending().filter((e) => e.event_data.video_id === 0);
    expect(zeros).toHaveLength(1);
    expect(tracker.pending().filter((e) => e.event_data.video_id === 500)).toHaveLength(0);
  });

  it('sends critical events at once and never skips them', async () => {
    const tracker = makeTracker();
    tracker.track('video_progress', { video_id: 7, percent: 25 });
    await settle();
    tracker.track('video_progress', { video_id: 7, percent: 25 });
    await settle();
    expect(sent).toHaveLength(2);
    expect(sent.every((s) => s.batch.events.length === 1)).toBe(true);
    expect(tracker.pending()).toHaveLength(0);
  });

  it('keeps the last 100 events', () => {
    online = false;
    const tracker = makeTracker();
    for (let i = 0; i < 130; i++) tracker.track('video_impression', { video_id: i });
    expect(tracker.pending()).toHaveLength(100);
    expect(tracker.pending()[0]?.event_data.video_id).toBe(30);
  });

  it('flushes every 15 seconds, not before, and sends the batch with the guest id', async () => {
    const tracker = makeTracker();
    const stop = tracker.start();
    tracker.track('page_view', { path: '/en' });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.batch).toMatchObject({ uuid: 'guest-1', user_id: null });
    expect(sent[0]?.unloading).toBe(false);
    expect(tracker.pending()).toHaveLength(0);
    stop();
  });

  it('does not flush when offline or when empty', async () => {
    const tracker = makeTracker();
    await tracker.flush();
    expect(sent).toHaveLength(0);
    online = false;
    tracker.track('page_view', { path: '/en' });
    await tracker.flush();
    expect(sent).toHaveLength(0);
    expect(tracker.pending()).toHaveLength(1);
  });

  it('flushes with keepalive when the page is hidden or left', async () => {
    const tracker = makeTracker();
    const stop = tracker.start();
    tracker.track('page_view', { path: '/en' });
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(sent[0]?.unloading).toBe(true);
    tracker.track('page_view', { path: '/en/videos' });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(sent).toHaveLength(2);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    stop();
  });

  it('counts each failed send against its events and drops them after the third', async () => {
    const tracker = makeTracker();
    tracker.track('page_view', { path: '/en' });
    answers = [false, false, false];
    await tracker.flush();
    expect(tracker.pending()[0]?.retryCount).toBe(1);
    await tracker.flush();
    expect(tracker.pending()[0]?.retryCount).toBe(2);
    await tracker.flush();
    expect(tracker.pending()).toHaveLength(0);
    expect(sent).toHaveLength(3);
  });

  it('counts a failed send (thrown) like a refused one', async () => {
    const tracker = makeTracker({
      send: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    tracker.track('page_view', { path: '/en' });
    await tracker.flush();
    expect(tracker.pending()[0]?.retryCount).toBe(1);
  });

  it('keeps events tracked during a send for the next one', async () => {
    let release: (ok: boolean) => void = () => {};
    const tracker = makeTracker({ send: () => new Promise((resolve) => (release = resolve)) });
    tracker.track('page_view', { path: '/a' });
    const flushing = tracker.flush();
    tracker.track('page_view', { path: '/b' });
    release(true);
    await flushing;
    expect(tracker.pending().map((e) => e.event_data.path)).toEqual(['/b']);
  });

  it('sends at once, when the page is left during a send, the events that send does not carry', async () => {
    const releases: Array<(ok: boolean) => void> = [];
    const batches: string[][] = [];
    const tracker = makeTracker({
      send: (batch) => {
        batches.push(batch.events.map((e) => String(e.event_data.path)));
        return new Promise((resolve) => releases.push(resolve));
      },
    });
    const stop = tracker.start();
    tracker.track('page_view', { path: '/a' });
    const flushing = tracker.flush();
    tracker.track('page_view', { path: '/b' });
    window.dispatchEvent(new Event('pagehide'));
    expect(batches).toEqual([['/a'], ['/b']]);
    releases.forEach((release) => release(true));
    await flushing;
    await settle();
    expect(tracker.pending()).toHaveLength(0);
    stop();
  });

  it('keeps the buffer across page loads, and empties it when storage is full', () => {
    online = false;
    const first = makeTracker();
    first.track('page_view', { path: '/en' });
    expect(saved).toHaveLength(1);
    expect(makeTracker().pending()).toHaveLength(1);
    const full = makeTracker({
      save: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    full.track('page_view', { path: '/en/videos' });
    expect(full.pending()).toHaveLength(0);
    expect(saved).toBeNull();
  });

  it('stores and sends in a later task when given one: once for a burst, the critical events sent then', async () => {
    const tasks: Array<() => void> = [];
    let saves = 0;
    const tracker = makeTracker({
      later: (work) => tasks.push(work),
      save: (events) => {
        saves++;
        saved = structuredClone(events);
      },
    });
    tracker.track('page_view', { path: '/en/daily-dharma' });
    tracker.track('landing_view', { page: 'daily-dharma' });
    // Recorded at once, with the context of the moment; stored and sent only when the task runs.
    expect(tracker.pending().map((e) => e.event_type)).toEqual(['page_view', 'landing_view']);
    expect(saved).toBeNull();
    expect(sent).toHaveLength(0);
    expect(tasks).toHaveLength(1);
    tasks.shift()!();
    expect(saves).toBe(1);
    expect(saved!.map((e) => e.event_type)).toEqual(['page_view', 'landing_view']);
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.batch.events.map((e) => e.event_type)).toEqual(['page_view', 'landing_view']);
    // A page hidden before that task runs still sends what was tracked.
    tracker.track('page_view', { path: '/en/videos' });
    await tracker.flush(true);
    expect(sent[1]!.batch.events.map((e) => e.event_type)).toEqual(['page_view']);
    expect(sent[1]!.unloading).toBe(true);
  });
});
