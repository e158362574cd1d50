import { HOLD_ERROR_CODES, HOLD_MESSAGES, RETREAT_ERROR_CODES } from '@sangam/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import hiCommon from '../../locales/hi/common.json';
import { ApiError } from '../../shared/api/http-client';
import { activateLanguage, i18n } from '../../shared/i18n/i18n';
import { isFull, retreatFailure } from './messages';

async function use(lang: 'en' | 'hi') {
  await activateLanguage(lang);
  await i18n.loadNamespaces(['common', 'retreats']);
}

afterEach(() => use('en'));

describe('the fair limits on holding a stay', () => {
  it('ask an unconfirmed guest to confirm their address first, in their language', async () => {
    await use('hi');
    expect(
      retreatFailure(new ApiError(403, HOLD_ERROR_CODES.emailNotVerified, HOLD_MESSAGES.emailNotVerified), 'book'),
    ).toBe(hiCommon.hold_limits.email_not_verified);
  });

  it('are no lack of rooms: the page does not read the nights again for them', () => {
    expect(isFull(new ApiError(409, HOLD_ERROR_CODES.tooManyHolds, HOLD_MESSAGES.tooManyHoldsHere))).toBe(false);
    expect(isFull(new ApiError(409, RETREAT_ERROR_CODES.full, 'Full.'))).toBe(true);
  });
});
