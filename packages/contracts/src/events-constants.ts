// Event names and limits without schemas, so the browser's tracker loads no zod (issue 22).
/**
 * The behaviour events the app may send (spec section 5, Tracking rules): only these names are
 * tracked, anything else is ignored by the client and refused by the server.
 */
export const EVENT_NAMES = [
  // views and navigation
  'page_view',
  'home_view',
  'landing_view',
  'navigation_click',
  // video
  'video_impression',
  'video_start',
  'video_progress',
  'video_complete',
  'video_pause',
  'video_close',
  // accounts
  'login_attempt',
  'login_success',
  'login_failure',
  'logout',
  'register_attempt',
  'register_success',
  'otp_sent',
  'otp_verified',
  'password_reset_requested',
  'password_reset_completed',
  'social_login_click',
  'profile_view',
  'profile_update',
  'profile_fetch_failed',
  'language_selection',
  // daily practice
  'setup_view',
  'tracker_view',
  'progress_view',
  'mark_practice',
  'save_setup',
  'level_selection',
  'practice_selection',
  'custom_practice',
  'share_achievement',
  'reminder_set',
  'streak_view',
  'festival_view',
  // classes, poojas, retreats, journeys
  'class_view',
  'class_selection',
  'class_interest_submit',
  'pooja_view',
  'pooja_selection',
  'pooja_interest_submit',
  'retreat_view',
  'retreat_selection',
  'retreat_interest_submit',
  'journey_view',
  'journey_selection',
  'journey_interest_submit',
  // carousels, nudges, calls to action, sharing
  'carousel_swipe',
  'tile_click',
  'nudge_shown',
  'nudge_click',
  'nudge_dismiss',
  'click_cta',
  'next_step',
  'share_click',
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/**
 * Sent at once and never suppressed as duplicates (spec section 5): video playback, sign-in and
 * sign-out, the practice actions, calls to action, the key views, selections and interest forms.
 */
export const CRITICAL_EVENTS: ReadonlySet<EventName> = new Set<EventName>([
  'video_start',
  'video_progress',
  'video_complete',
  'video_pause',
  'video_close',
  'login_success',
  'logout',
  'register_success',
  'mark_practice',
  'save_setup',
  'click_cta',
  'next_step',
  'landing_view',
  'setup_view',
  'tracker_view',
  'progress_view',
  'home_view',
  'level_selection',
  'practice_selection',
  'custom_practice',
  'share_achievement',
  'reminder_set',
  'tile_click',
  'language_selection',
  'pooja_view',
  'retreat_view',
  'journey_view',
  'class_view',
  'class_selection',
  'pooja_selection',
  'retreat_selection',
  'journey_selection',
  'class_interest_submit',
  'pooja_interest_submit',
  'retreat_interest_submit',
  'journey_interest_submit',
]);

export const EVENT_NAME_SET: ReadonlySet<string> = new Set(EVENT_NAMES);

export const isEventName = (name: unknown): name is EventName => typeof name === 'string' && EVENT_NAME_SET.has(name);

/** The five campaign parameters (spec section 3), read from utm_* and 'none' when absent. */
export const CAMPAIGN_PARAMETERS = ['source', 'medium', 'campaign', 'content', 'term'] as const;
export type CampaignParameter = (typeof CAMPAIGN_PARAMETERS)[number];

export const EVENT_LIMITS = {
  /** Events in one batch. */
  batchMax: 100,
  /** Characters of event_data when serialised. */
  dataMaxChars: 4000,
  /** Keys in event_data. */
  dataMaxKeys: 40,
} as const;

/** One event as the client sends it (spec section 3, Analytics event). */
export interface TrackedEvent {
  /**
   * The client's id of this event (a UUID), so that a retried batch is stored once. Optional: the
   * spec's events have none, and the server then keys each by its sender, name, time and data.
   */
  id?: string;
  event_type: EventName;
  event_data: Record<string, unknown>;
  /** When it happened, ISO 8601. */
  timestamp: string;
  retryCount: number;
  /** The guest id, for guests. */
  uuid?: string;
}

/** POST events/batch-events/ (spec section 7): uuid, user_id, events. */
export interface EventBatch {
  uuid?: string;
  user_id?: number | null;
  events: TrackedEvent[];
}
