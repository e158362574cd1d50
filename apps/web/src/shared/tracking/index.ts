import type { EventBatch, TrackedEvent } from '@sangam/contracts';
import { apiRequest } from '../api/http-client';
import { STORAGE_KEYS, readString, removeItem } from '../lib/storage';
import { newUuid } from '../lib/uuid';
import { guestRecord } from '../session/guest';
import { sessionStore } from '../session/session-store';
import { locationStore } from '../location/location-store';
import { campaignFrom } from './campaign';
import { Tracker } from './tracker';
import { browserZone } from '../lib/time-zones';

function loadBuffer(): TrackedEvent[] | null {
  const raw = readString(STORAGE_KEYS.events);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed) && parsed.every((e) => e && typeof e === 'object' && typeof e.id === 'string')) {
      return parsed as TrackedEvent[];
    }
  } catch {
    // Corrupt: removed below.
  }
  removeItem(STORAGE_KEYS.events);
  return null;
}

/**
 * A keepalive request may carry at most 64 KiB (the browser refuses more); a full buffer of large
 * events can exceed it, and is sent as an ordinary request.
 */
const KEEPALIVE_MAX_BYTES = 60_000;

/**
 * Through the app's one HTTP client, so an expired access token is refreshed as for any call, and
 * always as keepalive, so that leaving the page (a full navigation, a closed tab) never cancels it.
 */
async function send(batch: EventBatch): Promise<boolean> {
  const size = new TextEncoder().encode(JSON.stringify(batch)).length;
  try {
    await apiRequest('events/batch-events/', { method: 'POST', body: batch, keepalive: size <= KEEPALIVE_MAX_BYTES });
    return true;
  } catch {
    return false;
  }
}

/** The browser language's language part (spec section 3: locale, default en). */
const browserLocale = () => (navigator.language || 'en').split('-')[0]?.toLowerCase() || 'en';

export const tracker = new Tracker({
  send,
  context: () => {
    const location = locationStore.get();
    return {
      userId: sessionStore.get().user?.id ?? null,
      guestUuid: guestRecord().uuid,
      tz: browserZone(),
      locale: browserLocale(),
      city: location.userCity || location.geolocationCity || 'unknown',
      country: location.geolocationCountry || 'unknown',
      campaign: campaignFrom(window.location.search),
    };
  },
  online: () => navigator.onLine !== false,
  load: loadBuffer,
  save: (events) => localStorage.setItem(STORAGE_KEYS.events, JSON.stringify(events)),
  clearSaved: () => removeItem(STORAGE_KEYS.events),
  now: () => Date.now(),
  newId: newUuid,
  later: (work) => setTimeout(work, 0),
});

/** Records a behaviour event (ignored unless its name is on the allow-list). */
export function track(name: string, fields?: Record<string, unknown>): void {
  tracker.track(name, fields);
}
