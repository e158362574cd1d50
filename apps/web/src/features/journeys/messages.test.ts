import { JOURNEY_ERROR_CODES, JOURNEY_MESSAGES } from '@sangam/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/http-client';
import { activateLanguage, i18n } from '../../shared/i18n/i18n';
import hi from '../../locales/hi/travel.json';
import { describeJourneyError, isAlreadyBooked, isPlacesConflict } from './messages';
import { HOLD_ERROR_CODES, HOLD_MESSAGES } from '@sangam/contracts';
import hiCommon from '../../locales/hi/common.json';

async function use(lang: 'en' | 'hi') {
  await activateLanguage(lang);
  await i18n.loadNamespaces('travel');
}

afterEach(() => use('en'));

describe('what a refused journey booking tells the traveller', () => {
  it('says a departure booked already is theirs, in their language, and is no lack of places', async () => {
    const twice = new ApiError(409, JOURNEY_ERROR_CODES.alreadyBooked, JOURNEY_MESSAGES.alreadyBooked);
    expect(isAlreadyBooked(twice)).toBe(true);
    expect(isPlacesConflict(twice)).toBe(false);
    await use('hi');
    expect(describeJourneyError(twice, 'book')).toEqual({ form: hi.book.already_booked, fields: {} });
    await use('en');
    expect(describeJourneyError(twice, 'book').form).toMatch(/already booked places on this departure/);
  });
});

describe('the fair limits on holding places', () => {
  it('ask an unconfirmed traveller to confirm their address first, and are no lack of places', async () => {
    const unconfirmed = new ApiError(403, HOLD_ERROR_CODES.emailNotVerified, HOLD_MESSAGES.emailNotVerified);
    expect(isPlacesConflict(unconfirmed)).toBe(false);
    await use('hi');
    expect(describeJourneyError(unconfirmed, 'book')).toEqual({
      form: hiCommon.hold_limits.email_not_verified,
      fields: {},
    });
  });
});
