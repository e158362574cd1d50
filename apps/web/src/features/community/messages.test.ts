import { COMMUNITY_ERROR_CODES, COMMUNITY_MESSAGES } from '@sangam/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/http-client';
import { activateLanguage, i18n } from '../../shared/i18n/i18n';
import { failureMessage } from './messages';

const banned = new ApiError(
  403,
  'banned',
  'Your account is suspended until 5 December 2026. The reason: Repeated spam. You can still read, and manage what you have booked.',
);

afterEach(() => activateLanguage('en'));

describe('a post refused by a site-wide ban', () => {
  it("says the API's sentence, with its reason and end, in English", async () => {
    await i18n.loadNamespaces('community');
    expect(failureMessage(banned, 'create_post')).toBe(banned.detail);
  });

  it('says the account is suspended in the reader’s language, not that posting failed', async () => {
    await activateLanguage('hi');
    await i18n.loadNamespaces('community');
    expect(failureMessage(banned, 'create_post')).toBe(i18n.t('errors.banned', { ns: 'community' }));
    expect(failureMessage(banned, 'create_post')).toContain('निलंबित');
  });
});

describe('a write refused by a ban from the community', () => {
  const bannedHere = new ApiError(
    403,
    COMMUNITY_ERROR_CODES.bannedFromCommunity,
    COMMUNITY_MESSAGES.bannedFromCommunity('until 8 December 2026 at 06:26 UTC', 'Rule 1: be kind'),
  );

  it("says the API's sentence, with its reason and end, in English", async () => {
    await i18n.loadNamespaces('community');
    expect(failureMessage(bannedHere, 'post_comment')).toBe(bannedHere.detail);
  });

  it('says the member is banned here in the reader’s language, not that commenting failed', async () => {
    await activateLanguage('hi');
    await i18n.loadNamespaces('community');
    expect(failureMessage(bannedHere, 'post_comment')).toBe(i18n.t('bans.errors.banned_here', { ns: 'community' }));
    expect(failureMessage(bannedHere, 'upvote')).toContain('प्रतिबंध');
  });

  it('falls back to the bans’ own sentences', async () => {
    await activateLanguage('hi');
    await i18n.loadNamespaces('community');
    expect(failureMessage(new ApiError(500, 'server_error', ''), 'bans.failures.unban')).toBe(
      i18n.t('bans.failures.unban', { ns: 'community' }),
    );
  });
});
