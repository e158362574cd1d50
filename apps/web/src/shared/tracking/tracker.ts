import {
  CRITICAL_EVENTS,
  EVENTS_LIMITS,
  TIMING,
  isEventName,
  type EventBatch,
  type EventName,
  type TrackedEvent,
} from '@sangam/contracts';

/** Who is sending and from where (spec section 3: Client context, campaign parameters). */
interface EventContext {
  userId: number | null;
  guestUuid: string;
  tz: string;
  locale: string;
  city: string;
  country: string;
  campaign: Record<string, string>;
}

export interface TrackerDeps {
  /**
   * Sends a batch; true when the server stored it (2xx). The request must outlive the page (keepalive):
   * a send in flight when the person leaves would otherwise be cancelled. `unloading`: the page is
   * being left.
   */
  send(batch: EventBatch, unloading: boolean): Promise<boolean>;
  context(): EventContext;
  online(): boolean;
  load(): TrackedEvent[] | null;
  /** Persists the buffer; throws the browser's quota error when storage is full. */
  save(events: TrackedEvent[]): void;
  clearSaved(): void;
  now(): number;
  newId(): string;
  /**
   * Runs storing and sending in a later task: events come in bursts (a page's view and its screen's
   * view, a click and the page it opens), and on a phone each store costs milliseconds. Without it
   * they run at once.
   */
  later?(work: () => void): void;
}

const isQuotaError = (err: unknown) =>
  err instanceof DOMException &&
  (err.name === 'QuotaExceededError' || err.name === 'NS_ERROR_DOM_QUOTA_REACHED' || err.code === 22);

/**
 * The event client of spec sections 5, 8 and 9: allow-listed names only; duplicates (same name,
 * video and percent; for click_cta the action and time) skipped with a memory of 1000 keys;
 * critical events never skipped and sent at once; a buffer of the last 100 kept in storage; flushed
 * every 15 s, on page hide and unload, never offline or empty; each failed event retried up to 3
 * sends in all; a full storage empties the buffer; a corrupt stored buffer is removed.
 */
export class Tracker {
  private buffer: TrackedEvent[];
  private readonly seen = new Set<string>();
  private flushing: Promise<void> | null = null;
  /** The ids of the events in a send not yet answered. */
  private readonly inFlight = new Set<TrackedEvent['id']>();
  private timer: ReturnType<typeof setInterval> | null = null;
  /** A later task will store the buffer, and send it when a critical event came (storeTracked). */
  private storeQueued = false;
  private sendQueued = false;

  constructor(private readonly deps: TrackerDeps) {
    this.buffer = deps.load() ?? [];
  }

  track(name: string, fields: Record<string, unknown> = {}): void {
    if (!isEventName(name)) return;
    const critical = CRITICAL_EVENTS.has(name);
    const now = this.deps.now();
    if (!critical) {
      const key = duplicateKey(name, fields, now);
      if (this.seen.has(key)) return;
      this.remember(key);
    }
    this.buffer.push(this.build(name, fields, now));
    if (this.buffer.length > EVENTS_LIMITS.bufferSize)
      this.buffer.splice(0, this.buffer.length - EVENTS_LIMITS.bufferSize);
    this.sendQueued ||= critical;
    if (this.storeQueued) return;
    this.storeQueued = true;
    (this.deps.later ?? ((work) => work()))(() => this.storeTracked());
  }

  /** Stores the buffer once for the events tracked since the last time, and sends any critical one. */
  private storeTracked() {
    this.storeQueued = false;
    this.persist();
    if (this.sendQueued) {
      this.sendQueued = false;
      void this.flush();
    }
  }

  /**
   * Sends what is buffered; one flush at a time, except when the page is being left: then what the
   * send in flight does not carry goes out at once, as the page will not be there to send it later.
   */
  flush(unloading = false): Promise<void> {
    if (this.flushing && !unloading) return this.flushing;
    const batch = this.buffer.filter((event) => !this.inFlight.has(event.id));
    if (batch.length === 0 || !this.deps.online()) return this.flushing ?? Promise.resolve();
    for (const event of batch) this.inFlight.add(event.id);
    const { userId, guestUuid } = this.deps.context();
    const sending: Promise<void> = this.deps
      .send({ uuid: guestUuid, user_id: userId, events: batch }, unloading)
      .catch(() => false)
      .then((ok) => this.settle(batch, ok))
      .finally(() => {
        for (const event of batch) this.inFlight.delete(event.id);
        if (this.flushing === sending) this.flushing = null;
      });
    this.flushing = sending;
    return sending;
  }

  /** Flushes every 15 s and when the page is hidden or left. Returns a stop function. */
  start(
    target: Pick<Window, 'addEventListener' | 'removeEventListener'> & { document?: Document } = window,
  ): () => void {
    this.timer = setInterval(() => void this.flush(), TIMING.eventFlushIntervalMs);
    const onHide = () => void this.flush(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') void this.flush(true);
    };
    const onOnline = () => void this.flush();
    target.addEventListener('pagehide', onHide);
    target.addEventListener('beforeunload', onHide);
    target.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      if (this.timer) clearInterval(this.timer);
      target.removeEventListener('pagehide', onHide);
      target.removeEventListener('beforeunload', onHide);
      target.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }

  /** For tests and diagnostics. */
  pending(): readonly TrackedEvent[] {
    return this.buffer;
  }

  private settle(sent: TrackedEvent[], ok: boolean) {
    const ids = new Set(sent.map((e) => e.id));
    if (ok) {
      this.buffer = this.buffer.filter((e) => !ids.has(e.id));
    } else {
      // Spec sections 8 and 9: each failure counts; an event is given up after its third send.
      this.buffer = this.buffer
        .map((e) => (ids.has(e.id) ? { ...e, retryCount: e.retryCount + 1 } : e))
        .filter((e) => e.retryCount < EVENTS_LIMITS.maxSendAttempts);
    }
    this.persist();
  }

  private build(name: EventName, fields: Record<string, unknown>, now: number): TrackedEvent {
    const context = this.deps.context();
    const timestamp = new Date(now).toISOString();
    return {
      id: this.deps.newId(),
      event_type: name,
      event_data: {
        ...fields,
        timestamp,
        user_id: context.userId,
        guest_uuid: context.guestUuid,
        tz: context.tz,
        locale: context.locale,
        city: context.city,
        country: context.country,
        ...context.campaign,
      },
      timestamp,
      retryCount: 0,
      ...(context.userId ? {} : { uuid: context.guestUuid }),
    };
  }

  private remember(key: string) {
    this.seen.add(key);
    if (this.seen.size > EVENTS_LIMITS.duplicateCacheSize) {
      const oldest = this.seen.values().next().value;
      if (oldest !== undefined) this.seen.delete(oldest);
    }
  }

  private persist() {
    try {
      if (this.buffer.length) this.deps.save(this.buffer);
      else this.deps.clearSaved();
    } catch (err) {
      // Spec section 8: storage full → the buffer is emptied.
      if (isQuotaError(err)) {
        this.buffer = [];
        this.deps.clearSaved();
      } else throw err;
    }
  }
}

/**
 * Spec section 5: name + video id + percent; for click_cta the action and the time. The page path
 * is part of the key too, so that a view of each page counts once (decision record 007).
 */
function duplicateKey(name: string, fields: Record<string, unknown>, now: number): string {
  if (name === 'click_cta') return `${name}|${String(fields.action ?? '')}|${now}`;
  return `${name}|${String(fields.video_id ?? '')}|${String(fields.percent ?? '')}|${String(fields.path ?? '')}`;
}
