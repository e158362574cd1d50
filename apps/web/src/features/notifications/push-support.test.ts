import { describe, expect, it } from 'vitest';
import { keyBytes, pushSupport, type BrowserTraits } from './push-support';

const chrome: BrowserTraits = {
  userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
  maxTouchPoints: 5,
  standalone: undefined,
  hasServiceWorker: true,
  hasPushManager: true,
  hasNotification: true,
};
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Safari/604.1';
const ipad = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';

describe('push on this device', () => {
  it('is offered where the browser has a service worker, push and notifications', () => {
    expect(pushSupport(chrome)).toBe('supported');
    expect(pushSupport({ ...chrome, hasPushManager: false })).toBe('unsupported');
  });

  it('asks iPhone and iPad Safari to add the app to the home screen first', () => {
    // Safari in a tab lacks PushManager; the answer is still "install", never "unsupported".
    expect(pushSupport({ ...chrome, userAgent: iphone, hasPushManager: false })).toBe('install-first');
    expect(pushSupport({ ...chrome, userAgent: ipad, maxTouchPoints: 5 })).toBe('install-first');
    expect(pushSupport({ ...chrome, userAgent: iphone, standalone: true })).toBe('supported');
  });

  it('takes a Mac without a touch screen for a Mac', () => {
    expect(pushSupport({ ...chrome, userAgent: ipad, maxTouchPoints: 0 })).toBe('supported');
  });

  it('turns the base64url VAPID key into its bytes', () => {
    expect([...keyBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });
});
