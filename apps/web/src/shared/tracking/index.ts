import { GUEST_HEADER, type EventBatch, type TrackedEvent } from '@sangam/contracts';
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

async function send(batch: EventBatch, unloading: boolean): Promise<boolean> {
  const { accessToken } = sessionStore.get();
  const response = await fetch('/api/events/batch-events/', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : { [GUEST_HEADER]: batch.uuid ?? '' }),
    },
    body: JSON.stringify(batch),
    // keepalive lets the request outlive the page it was sent from (page hide, unload).
    keepalive: unloading,
  });
  return response.ok;
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
