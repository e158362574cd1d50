import { JOURNEY_ERROR_CODES, JOURNEY_MESSAGES } from '@sangam/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/http-client';
import { activateLanguage, i18n } from '../../shared/i18n/i18n';
import hi from '../../locales/hi/travel.json';
import { describeJourneyError, isAlreadyBooked, isPlacesConflict } from './messages';

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
