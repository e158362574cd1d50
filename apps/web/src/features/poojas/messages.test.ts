import { POOJA_ERROR_CODES, POOJA_MESSAGES } from '@sangam/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/http-client';
import { activateLanguage, i18n } from '../../shared/i18n/i18n';
import hi from '../../locales/hi/poojas.json';
import ta from '../../locales/ta/poojas.json';
import { describeBookingError, isAlreadyBooked, poojaFailure } from './messages';
import { HOLD_ERROR_CODES, HOLD_MESSAGES } from '@sangam/contracts';
import hiCommon from '../../locales/hi/common.json';

/** The page's language, with the poojas texts loaded as the pooja pages load them. */
async function use(lang: 'en' | 'hi' | 'ta') {
  await activateLanguage(lang);
  await i18n.loadNamespaces('poojas');
}

afterEach(() => use('en'));

const invalid = (errors: Record<string, string[]>) =>
  new ApiError(400, 'invalid', `Invalid request body: ${Object.keys(errors)[0]}`, errors);

describe('what a refused pooja booking tells the devotee', () => {
  it("puts each of the API's field messages, in the devotee's language, next to its field", async () => {
    await use('hi');
    const described = describeBookingError(
      invalid({
        devotee_name: [POOJA_MESSAGES.devoteeName],
        'prasad_address.postal_code': [POOJA_MESSAGES.postalCode],
      }),
    );
    expect(described.fields).toEqual({
      devotee_name: hi.errors.fields.devoteeName,
      'prasad_address.postal_code': hi.errors.fields.postalCode,
    });
    expect(described.form).toBe(hi.errors.check_fields);
  });

  it('says a full day once, for the whole form, even when the API names the day field', async () => {
    await use('hi');
    const full = new ApiError(409, POOJA_ERROR_CODES.dayFull, POOJA_MESSAGES.dayFull('2026-04-02'), {
      day: [POOJA_MESSAGES.dayFull('2026-04-02')],
    });
    expect(describeBookingError(full)).toEqual({ form: hi.errors.day_full, fields: {} });
  });

  it('says in the devotee’s language that this pooja, day and name are booked already', async () => {
    await use('ta');
    const twice = new ApiError(409, POOJA_ERROR_CODES.alreadyBooked, POOJA_MESSAGES.alreadyBooked);
    expect(describeBookingError(twice)).toEqual({ form: ta.errors.already_booked, fields: {} });
    expect(isAlreadyBooked(twice)).toBe(true);
  });

  it('shows a sentence it does not know in English only, and the common cases in every language', async () => {
    const unknown = invalid({ sankalp: ['Something new.'] });
    expect(describeBookingError(unknown).fields).toEqual({ sankalp: 'Something new.' });
    await use('hi');
    expect(describeBookingError(unknown).fields).toEqual({ sankalp: hi.errors.field });
    expect(poojaFailure(new ApiError(0, 'network', 'offline'), 'cancel')).not.toBe('offline');
    expect(poojaFailure(new ApiError(400, 'x', POOJA_MESSAGES.tooLateToCancel), 'cancel')).toBe(
      hi.errors.fields.tooLateToCancel,
    );
  });
});

describe('the fair limits on holding a place', () => {
  it('ask an unconfirmed devotee to confirm their address first, in their language', async () => {
    await use('hi');
    expect(
      describeBookingError(new ApiError(403, HOLD_ERROR_CODES.emailNotVerified, HOLD_MESSAGES.emailNotVerified)),
    ).toEqual({
      form: hiCommon.hold_limits.email_not_verified,
      fields: {},
    });
  });
});
