import { describe, expect, it } from 'vitest';
import { afterLoginDestination, practiceEntry } from './destinations';
import type { SessionUser } from './session-store';

const user: SessionUser = { id: 1, username: 'meera', email: 'm@x.in', role: 'user', creator_type: null };
const tutor: SessionUser = { ...user, role: 'creator', creator_type: 'tutor' };
const host: SessionUser = { ...user, role: 'creator', creator_type: 'retreat_rep' };

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

  it('sends creators to their own home', () => {
    expect(afterLoginDestination('en', tutor, '/en/feed')).toBe('/en/creator/profile');
    expect(afterLoginDestination('en', host, null)).toBe('/en/creator/retreat/profile');
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
