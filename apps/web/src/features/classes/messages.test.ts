import { BOOKING_ERROR_CODES, BOOKING_MESSAGES } from '@sangam/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/http-client';
import { activateLanguage, i18n } from '../../shared/i18n/i18n';
import hi from '../../locales/hi/classes.json';
import { bookingFailure } from './messages';
import { HOLD_ERROR_CODES, HOLD_MESSAGES } from '@sangam/contracts';
import hiCommon from '../../locales/hi/common.json';

async function use(lang: 'en' | 'hi') {
  await activateLanguage(lang);
  await i18n.loadNamespaces('classes');
}

afterEach(() => use('en'));

describe('what a refused booking tells the learner', () => {
  it('says a second booking of the same time is already theirs, in their language', async () => {
    const twice = new ApiError(409, BOOKING_ERROR_CODES.alreadyBooked, BOOKING_MESSAGES.alreadyBooked);
    await use('hi');
    expect(bookingFailure(twice, 'book')).toBe(hi.errors.already_booked);
    await use('en');
    expect(bookingFailure(twice, 'book')).toMatch(/already booked this class/);
  });
});

describe('the fair limits on holding a seat', () => {
  it('ask an unconfirmed learner to confirm their address first, in their language', async () => {
    await use('hi');
    expect(
      bookingFailure(new ApiError(403, HOLD_ERROR_CODES.emailNotVerified, HOLD_MESSAGES.emailNotVerified), 'book'),
    ).toBe(hiCommon.hold_limits.email_not_verified);
  });
});
