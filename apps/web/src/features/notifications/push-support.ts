/**
 * Whether this browser can take web push, and if not why (issue 23). On iPhone and iPad, Safari
 * delivers web push only to an app added to the home screen, so there the answer is to install it.
 */
export type PushSupport = 'supported' | 'install-first' | 'unsupported';

export interface BrowserTraits {
  userAgent: string;
  maxTouchPoints: number;
  /** Safari's own flag: true when the page runs as an app added to the home screen. */
  standalone: boolean | undefined;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
}

/** iPhone, iPod, or an iPad (which calls itself a Mac, but a Mac has no touch screen). */
function isAppleMobile(traits: Pick<BrowserTraits, 'userAgent' | 'maxTouchPoints'>): boolean {
  return /iPhone|iPad|iPod/.test(traits.userAgent) || (/Macintosh/.test(traits.userAgent) && traits.maxTouchPoints > 1);
}

export function pushSupport(traits: BrowserTraits): PushSupport {
  if (isAppleMobile(traits) && traits.standalone !== true) return 'install-first';
  if (!traits.hasServiceWorker || !traits.hasPushManager || !traits.hasNotification) return 'unsupported';
  return 'supported';
}

/** This browser's traits (the browser only). */
export function browserTraits(): BrowserTraits {
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: (navigator as Navigator & { standalone?: boolean }).standalone,
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: 'PushManager' in window,
    hasNotification: 'Notification' in window,
  };
}

/** A VAPID key as base64url (RFC 8292) → the bytes `pushManager.subscribe` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
