import { HOLD_LIMITS, PHOTO_LIMITS } from '@sangam/contracts';

/**
 * Fixed-window counters for rate limits ("10 per hour per IP"). Kept in memory, which is right for
 * one process; a shared store (Redis) takes its place when several processes serve the same site.
 */
export interface RateLimitStore {
  /** Counts `amount` hits (one by default) on the key and says how many there were in the current window. */
  hit(key: string, windowMs: number, amount?: number): Promise<{ count: number; resetAt: number }>;
  /** Takes `amount` hits (one by default) back from the key's current window, never below none. */
  unhit(key: string, amount?: number): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  async hit(key: string, windowMs: number, amount = 1) {
    const now = Date.now();
    this.sweep(now);
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      const fresh = { count: amount, resetAt: now + windowMs };
      this.windows.set(key, fresh);
      return { ...fresh };
    }
    current.count += amount;
    return { ...current };
  }

  async unhit(key: string, amount = 1) {
    const current = this.windows.get(key);
    if (current && current.resetAt > Date.now()) current.count = Math.max(0, current.count - amount);
  }

  /** Forgets finished windows now and then, so memory stays bounded. */
  private sweep(now: number) {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

export interface RateLimit {
  /** Name of the limit, part of the key: 'register:ip'. */
  name: string;
  max: number;
  windowMs: number;
}

export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly enabled = true,
  ) {}

  /** Whether the per-IP and per-account limits apply (RATE_LIMITS, off only for load benchmarks). */
  get on(): boolean {
    return this.enabled;
  }

  /** Counts a hit; answers the seconds to wait when the limit is passed, else null. */
  async consume(limit: RateLimit, subject: string): Promise<number | null> {
    if (!this.enabled) return null;
    const { count, resetAt } = await this.store.hit(`${limit.name}:${subject.toLowerCase()}`, limit.windowMs);
    return count > limit.max ? Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)) : null;
  }

  /**
   * Takes back the hit of an attempt that turned out to be allowed (a login with the right password),
   * so that a limit on guessing counts only the guesses. Only that attempt's own hit is taken back:
   * the wrong attempts around it still count.
   */
  async refund(limit: RateLimit, subject: string, amount = 1): Promise<void> {
    if (this.enabled && amount > 0) await this.store.unhit(`${limit.name}:${subject.toLowerCase()}`, amount);
  }

  /**
   * For a quota of things rather than requests ("2,000 events per day"): counts `wanted` of them and
   * answers how many fit under the limit. What does not fit is taken back at once, so the window's
   * count stays the number granted.
   */
  async grant(limit: RateLimit, subject: string, wanted: number): Promise<number> {
    if (!this.enabled || wanted <= 0) return wanted;
    const { count } = await this.store.hit(`${limit.name}:${subject.toLowerCase()}`, limit.windowMs, wanted);
    const granted = Math.max(0, Math.min(wanted, limit.max - (count - wanted)));
    await this.refund(limit, subject, wanted - granted);
    return granted;
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The limits of the account endpoints (Lemmy's register default is 10 per hour per IP). */
export const LIMITS = {
  registerPerIp: { name: 'register:ip', max: 10, windowMs: HOUR },
  loginPerIp: { name: 'login:ip', max: 30, windowMs: 15 * MINUTE },
  /** Wrong passwords per account (user id, or the name typed when none has it); past it, the bot check. */
  loginPerAccount: { name: 'login:account', max: 10, windowMs: 15 * MINUTE },
  /** A signed-in person's password, asked again to change it or delete the account: per user id. */
  passwordCheckPerUser: { name: 'password-check:user', max: 10, windowMs: 15 * MINUTE },
  resetPerIp: { name: 'reset:ip', max: 10, windowMs: HOUR },
  /** Reset links per email address typed, whether or not an account uses it. */
  resetPerAccount: { name: 'reset:account', max: 3, windowMs: HOUR },
  verifyPerAccount: { name: 'verify:account', max: 10, windowMs: HOUR },
  resendCodePerAccount: { name: 'resend:account', max: 5, windowMs: HOUR },
  refreshPerIp: { name: 'refresh:ip', max: 120, windowMs: 15 * MINUTE },
  /** Event batches per signed-in user or guest id (a page flushes every 15 s, plus critical events). */
  eventBatchesPerSender: { name: 'events:sender', max: 120, windowMs: MINUTE },
  /**
   * Event batches per address, whatever guest id each claims: a family or an office behind one NAT
   * (ten people's tabs, each flushing four times a minute plus its critical events) stays well under.
   */
  eventBatchesPerIp: { name: 'events:ip', max: 300, windowMs: MINUTE },
  /** Events stored per signed-in user or guest id per day: a busy day of browsing and videos is a few hundred. */
  eventsPerSenderPerDay: { name: 'events:sender:day', max: 2_000, windowMs: DAY },
  /** Events stored per address per day, so fresh guest ids cannot fill the disk: ten busy senders' caps. */
  eventsPerIpPerDay: { name: 'events:ip:day', max: 20_000, windowMs: DAY },
  /** Each accepted classes-interest form sends a mail: keep it from being used to mail strangers. */
  classesInterestPerIp: { name: 'classes-interest:ip', max: 10, windowMs: HOUR },
  videoAddsPerUser: { name: 'videos:add', max: 60, windowMs: HOUR },
  /** Lemmy's defaults: 6 posts per 10 minutes; comments are conversation, so more of them. */
  postsPerUser: { name: 'posts:create', max: 6, windowMs: 10 * MINUTE },
  commentsPerUser: { name: 'comments:create', max: 30, windowMs: 10 * MINUTE },
  /** Votes on posts and comments together: a reader voting down a long thread stays well under it, a script does not. */
  votesPerUser: { name: 'votes:user', max: 100, windowMs: 10 * MINUTE },
  reportsPerUser: { name: 'reports:create', max: 20, windowMs: HOUR },
  /** Bans and unbans one moderator makes: enough for a raid, not enough to fill the tables. */
  bansPerModerator: { name: 'bans:moderator', max: 60, windowMs: HOUR },
  communitiesPerUser: { name: 'communities:create', max: 5, windowMs: DAY },
  /** Moderators one person adds, in every community together: a team is a few people, not a script's list. */
  moderatorsAddedPerUser: { name: 'moderators:add', max: 10, windowMs: HOUR },
  /** Each journey-interest form mails the organiser and the sender: the classes-interest form's limit. */
  journeyInterestPerIp: { name: 'journey-interest:ip', max: 10, windowMs: HOUR },
  /** Each retreat inquiry mails the host: a signed-in guest asks a few hosts, not hundreds. */
  retreatInquiriesPerUser: { name: 'retreat-inquiries:user', max: 10, windowMs: HOUR },
  /**
   * Calendar answers computed anew (a place and date or year no one asked for lately): a year takes
   * a worker a third of a second. Pages asked for again are kept and do not count.
   */
  panchangComputationsPerIp: { name: 'panchang:ip', max: 60, windowMs: MINUTE },
  /** Resizing a photo takes a core for a moment: enough for a host preparing a few retreats. */
  photoUploadsPerUser: { name: 'photos:upload', max: PHOTO_LIMITS.perHour, windowMs: HOUR },
  /**
   * New bookings a person starts, of every kind together (HOLD_LIMITS.bookingsPerHour): a family
   * books a few things in an evening, not dozens; each one holds places others could take.
   */
  bookingsPerUser: { name: 'bookings:user', max: HOLD_LIMITS.bookingsPerHour, windowMs: HOUR },
  /** A test notification goes out by push and mail: enough to try a few devices, not to flood them. */
  testNotificationsPerUser: { name: 'notifications:test', max: 5, windowMs: HOUR },
} satisfies Record<string, RateLimit>;
