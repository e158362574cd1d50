import { describe, expect, it } from 'vitest';
import { endpointAllowed } from './endpoint';

describe('endpointAllowed', () => {
  it("takes a push service's https address", () => {
    expect(endpointAllowed('https://fcm.googleapis.com/fcm/send/abc', false)).toBe(true);
    expect(endpointAllowed('https://updates.push.services.mozilla.com/wpush/v2/abc', false)).toBe(true);
  });

  it('refuses plain http, IP literals, localhost and credentials in the URL', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://192.168.1.1/send',
      'https://[::1]/send',
      'https://localhost/send',
      'https://user:pw@push.example.org/send',
      'ftp://push.example.org/send',
      'not a url',
    ])
      expect(endpointAllowed(endpoint, false), endpoint).toBe(false);
  });

  it('takes a loopback http stand-in only when the tests allow it', () => {
    for (const endpoint of ['http://127.0.0.1:4000/send/1', 'http://localhost:4000/send/1']) {
      expect(endpointAllowed(endpoint, false), endpoint).toBe(false);
      expect(endpointAllowed(endpoint, true), endpoint).toBe(true);
    }
    expect(endpointAllowed('http://10.0.0.2:4000/send/1', true)).toBe(false);
  });
});
