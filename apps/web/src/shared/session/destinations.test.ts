import { describe, expect, it } from 'vitest';
import { afterLoginDestination, afterRegisterDestination, practiceEntry } from './destinations';
import type { SessionUser } from './session-store';

const user: SessionUser = { id: 1, username: 'meera', email: 'm@x.in', role: 'user', creator_type: null };
const tutor: SessionUser = { ...user, role: 'creator', creator_type: 'tutor' };
const host: SessionUser = { ...user, role: 'creator', creator_type: 'retreat_rep' };
const mentor: SessionUser = { ...user, role: 'creator', creator_type: 'mentor' };

describe('afterLoginDestination', () => {
  it('follows a redirect path on this site', () => {
    expect(afterLoginDestination('hi', user, '/hi/feed?sort=top')).toBe('/hi/feed?sort=top');
  });

  it('ignores redirects that leave the site or are not paths', () => {
    expect(afterLoginDestination('hi', user, '//evil.example/x')).toBe('/hi');
    expect(afterLoginDestination('hi', user, '/\\evil.example')).toBe('/hi');
    expect(afterLoginDestination('hi', user, 'https://evil.example')).toBe('/hi');
    expect(afterLoginDestination('hi', user, '/\t/evil.example')).toBe('/hi');
    expect(afterLoginDestination('hi', user, null)).toBe('/hi');
  });

  it('sends tutors and retreat representatives to their dashboard, mentors to their profile', () => {
    expect(afterLoginDestination('en', tutor, null)).toBe('/en/creator');
    expect(afterLoginDestination('ta', host, null)).toBe('/ta/creator');
    expect(afterLoginDestination('en', mentor, null)).toBe('/en/creator/profile');
  });

  it('brings a creator back to the page that asked them to log in', () => {
    expect(afterLoginDestination('en', tutor, '/en/creator/bookings')).toBe('/en/creator/bookings');
    expect(afterLoginDestination('en', host, '//evil.example/x')).toBe('/en/creator');
  });
});

describe('afterRegisterDestination', () => {
  it('leads a new person into practice setup, saying where they came from', () => {
    const fresh = { user, hasPractices: false };
    expect(afterRegisterDestination('ta', fresh, null)).toBe('/ta/daily-dharma/setup?from=register');
    expect(afterRegisterDestination('ta', fresh, 'https://evil.example')).toBe('/ta/daily-dharma/setup?from=register');
  });

  it("goes to the tracker when the guest's practice came along", () => {
    expect(afterRegisterDestination('en', { user, hasPractices: true }, null)).toBe('/en/daily-dharma/tracker');
  });

  it('keeps a page to return to, and sends creators to their own home', () => {
    expect(
      afterRegisterDestination('hi', { user, hasPractices: false }, '/hi/poojas/tulsi-archana?day=2026-12-01'),
    ).toBe('/hi/poojas/tulsi-archana?day=2026-12-01');
    expect(afterRegisterDestination('en', { user: tutor, hasPractices: false }, null)).toBe(
      afterLoginDestination('en', tutor, null),
    );
  });
});

describe('practiceEntry', () => {
  const signedIn = { accessToken: 't', refreshToken: 'r', user, hasPractices: false };
  it('depends on who is looking', () => {
    expect(practiceEntry({ accessToken: null, refreshToken: null, user: null, hasPractices: false })).toEqual({
      path: 'daily-dharma',
      label: 'daily_practice',
    });
    expect(practiceEntry(signedIn)).toEqual({ path: 'daily-dharma/setup', label: 'daily_practice' });
    expect(practiceEntry({ ...signedIn, hasPractices: true })).toEqual({
      path: 'daily-dharma/tracker',
      label: 'my_sadhana',
    });
  });
});
