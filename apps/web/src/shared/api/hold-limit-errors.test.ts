import { HOLD_ERROR_CODES, HOLD_LIMITS, HOLD_MESSAGES } from '@sangam/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import hi from '../../locales/hi/common.json';
import { activateLanguage, i18n } from '../i18n/i18n';
import { holdLimitMessage } from './hold-limit-errors';
import { ApiError } from './http-client';

async function use(lang: 'en' | 'hi') {
  await activateLanguage(lang);
  await i18n.loadNamespaces('common');
}
afterEach(() => use('en'));

const unconfirmed = new ApiError(403, HOLD_ERROR_CODES.emailNotVerified, HOLD_MESSAGES.emailNotVerified);
const tooManyHere = new ApiError(409, HOLD_ERROR_CODES.tooManyHolds, HOLD_MESSAGES.tooManyHoldsHere);
const tooMany = new ApiError(409, HOLD_ERROR_CODES.tooManyHolds, HOLD_MESSAGES.tooManyHolds);

describe('the fair limits on holding places, told to the person', () => {
  it('point to the code box at the top of the page when the address is unconfirmed, in Hindi too', async () => {
    expect(holdLimitMessage(unconfirmed)).toMatch(/6-digit code .* at the top of this page/);
    await use('hi');
    expect(holdLimitMessage(unconfirmed)).toBe(hi.hold_limits.email_not_verified);
  });

  it('say how many unpaid bookings are open, of this item or of all', async () => {
    expect(holdLimitMessage(tooManyHere)).toContain(`${HOLD_LIMITS.openHoldsPerItem} unpaid bookings of this`);
    expect(holdLimitMessage(tooMany)).toContain(`${HOLD_LIMITS.openHoldsPerPerson} unpaid bookings.`);
    await use('hi');
    expect(holdLimitMessage(tooMany)).toBe(
      hi.hold_limits.too_many.replace('{{n}}', String(HOLD_LIMITS.openHoldsPerPerson)),
    );
  });

  it('leave other failures to each kind', () => {
    expect(holdLimitMessage(new ApiError(409, 'full', 'Full.'))).toBeNull();
    expect(holdLimitMessage(new Error('offline'))).toBeNull();
  });
});
