import { afterEach, describe, expect, it } from 'vitest';
import { attemptKey, forgetAttemptKey } from './attempt-key';

afterEach(() => sessionStorage.clear());

describe('the idempotency key of a booking attempt', () => {
  it('is the same for the same attempt, so a retry or a reload books once', () => {
    const first = attemptKey('sangam.pooja-key.rudrabhishek.2026-12-10.abc');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(attemptKey('sangam.pooja-key.rudrabhishek.2026-12-10.abc')).toBe(first);
  });

  it('differs for another attempt, and after the attempt is forgotten', () => {
    const first = attemptKey('sangam.retreat-key.a.1.2026-12-01.2026-12-05.2');
    expect(attemptKey('sangam.retreat-key.a.1.2026-12-01.2026-12-05.3')).not.toBe(first);
    forgetAttemptKey('sangam.retreat-key.a.1.2026-12-01.2026-12-05.2');
    expect(attemptKey('sangam.retreat-key.a.1.2026-12-01.2026-12-05.2')).not.toBe(first);
  });
});
