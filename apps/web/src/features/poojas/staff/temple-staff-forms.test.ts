import {
  POOJA_ERROR_CODES,
  POOJA_MESSAGES,
  type CreatorPooja,
  type CreatorTemple,
  type PoojaBooking,
} from '@sangam/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/http-client';
import { activateLanguage, i18n } from '../../../shared/i18n/i18n';
import hi from '../../../locales/hi/temple-staff.json';
import hiCommon from '../../../locales/hi/common.json';
import { describeRefusals, describeStaffError, fullestDay, staffMessageKey } from './messages';
import { newPoojaValues, poojaValues, readPooja } from './pooja-form-model';
import { formPath, toFormFields } from './rows';
import { readStatusStep } from './status-step';
import {
  emptyTiming,
  emptyVideo,
  readTemple,
  templeValues,
  youtubeIdFrom,
  type TempleValues,
} from './temple-form-model';
import { withLanguage, withoutLanguage, withText } from '../../../shared/ui/translations-fieldset';

async function use(lang: 'en' | 'hi') {
  await activateLanguage(lang);
  await i18n.loadNamespaces('temple-staff');
}
afterEach(() => use('en'));

const temple = (change: Partial<TempleValues> = {}): TempleValues => ({
  description: 'An old temple by the Ganga.',
  timings: [],
  aartis: [],
  darshan_videos: [],
  translations: { stored: {}, own: 'en', entries: [] },
  ...change,
});

describe("the temple's form", () => {
  it('finds the video id in what was pasted from YouTube', () => {
    expect(youtubeIdFrom('dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeIdFrom(' https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s ')).toBe('dQw4w9WgXcQ');
    expect(youtubeIdFrom('youtu.be/dQw4w9WgXcQ?si=abc')).toBe('dQw4w9WgXcQ');
    expect(youtubeIdFrom('https://youtube.com/live/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeIdFrom('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeIdFrom('https://vimeo.com/dQw4w9WgXcQ')).toBeNull();
    expect(youtubeIdFrom('short')).toBeNull();
  });

  it("checks the hours by the API's rules and names the row at fault, not its place in the list", () => {
    const first = { ...emptyTiming(), label: 'Morning', opens: '05:00', closes: '12:00' };
    const second = { ...emptyTiming(), label: '', opens: '16:00', closes: '15:00' };
    const reading = readTemple(temple({ timings: [first, second] }));
    expect(reading.body).toBeNull();
    expect(reading.errors).toEqual({
      [`timings.${second.id}.label`]: 'label',
      [`timings.${second.id}.closes`]: 'closesAfterOpens',
    });
  });

  it('sends times on the 24-hour clock and the id of each video', () => {
    const video = { ...emptyVideo(), youtube: 'https://youtu.be/dQw4w9WgXcQ', title: ' Mangala aarti ', live: true };
    const reading = readTemple(
      temple({
        timings: [{ ...emptyTiming(), label: 'Morning', opens: '05:00:00', closes: '12:00' }],
        darshan_videos: [video],
      }),
    );
    expect(reading.body).toEqual({
      description: 'An old temple by the Ganga.',
      timings: [{ label: 'Morning', opens: '05:00', closes: '12:00' }],
      aartis: [],
      darshan_videos: [{ youtube_id: 'dQw4w9WgXcQ', title: 'Mangala aarti', live: true }],
    });
  });

  it('sends its texts in other languages only when changed: a language added, one removed as null', () => {
    // What the form reads of a temple (a Hindi one, with a copy in Hindi as the demo keeps it).
    const stored = {
      description: 'गंगा के घाट पर।',
      timings: [],
      aartis: [],
      darshan_videos: [],
      content_language: 'hi',
      translations: {
        hi: { name: 'श्री गंगेश्वर महादेव मंदिर' },
        en: { name: 'Shri Gangeshwar Mahadev Temple', aartis: ['Mangala aarti'] },
        ta: { name: 'ஸ்ரீ கங்கேஸ்வர மகாதேவர் கோயில்' },
      },
    } as unknown as CreatorTemple;
    const values = templeValues(stored);
    expect(readTemple(values).body).not.toHaveProperty('translations');
    let translations = withLanguage('temple', values.translations, 'bn');
    translations = withText(translations, 'bn', 'name', 'শ্রী গঙ্গেশ্বর মহাদেব মন্দির');
    translations = withText(translations, 'en', 'name', 'Sri Gangeshwar Mahadev Temple');
    translations = withoutLanguage(translations, 'ta');
    expect(readTemple({ ...values, translations }).body?.translations).toEqual({
      en: { name: 'Sri Gangeshwar Mahadev Temple', aartis: ['Mangala aarti'] },
      ta: null,
      bn: { name: 'শ্রী গঙ্গেশ্বর মহাদেব মন্দির' },
    });
  });

  it('refuses a video address with no video in it on its own row, and the texts in other languages too long', async () => {
    await use('hi');
    const good = { ...emptyVideo(), youtube: 'youtu.be/dQw4w9WgXcQ' };
    const bad = { ...emptyVideo(), youtube: 'https://vimeo.com/76979871' };
    // Only the contract's schema knows how long a translated name may be: the form has no copy of it.
    const translations = withText(withLanguage('temple', temple().translations, 'hi'), 'hi', 'name', 'न'.repeat(141));
    const reading = readTemple(temple({ darshan_videos: [good, bad], translations }));
    expect(reading.body).toBeNull();
    expect(reading.errors).toEqual({ [`darshan_videos.${bad.id}.youtube_id`]: 'youtubeId' });
    expect(describeRefusals(reading, 'temple')).toEqual({
      [`darshan_videos.${bad.id}.youtube_id`]: hi.rules.youtubeId,
      'translations.hi.name': hiCommon.translations.too_long.replace('{{max}}', '140'),
    });
  });

  it("puts the API's message about a row on the row sent there", () => {
    const sent = { timings: ['row-a', 'row-b'] };
    expect(formPath('timings.1.closes', sent)).toBe('timings.row-b.closes');
    expect(formPath('timings', sent)).toBe('timings');
    expect(formPath('description', sent)).toBe('description');
    expect(toFormFields({ 'timings.0.opens': 'x', 'timings.5.opens': 'y' }, sent)).toEqual({
      'timings.row-a.opens': 'x',
      timings: 'y',
    });
  });
});

const stored: CreatorPooja = {
  id: 7,
  slug: 'rudrabhishek',
  temple_id: 3,
  name: 'Rudrabhishek',
  purpose: 'Health',
  description: '',
  price_minor: 110050,
  currency: 'INR',
  offerings: [{ id: 'belpatra', name: 'Belpatra mala', price_minor: 5100 }],
  prasad_available: true,
  prasad_price_minor: 12000,
  daily_limit: 20,
  notice_days: 2,
  position: 1,
  published: true,
  most_booked_coming_day: 3,
  coming_bookings: 5,
  translations: { hi: { name: 'रुद्राभिषेक', purpose: 'स्वास्थ्य' } },
};

describe("the pooja's form", () => {
  it('shows amounts in rupees and sends them in paise, keeping the id of each stored offering', () => {
    const values = poojaValues(stored, 'en');
    expect(values.price).toBe('1100.5');
    expect(values.offerings[0]).toMatchObject({ offeringId: 'belpatra', name: 'Belpatra mala', price: '51' });
    values.offerings[0]!.name = 'Bilva patra mala';
    const reading = readPooja(values);
    expect(reading.body).toMatchObject({
      price_minor: 110050,
      prasad_price_minor: 12000,
      offerings: [{ id: 'belpatra', name: 'Bilva patra mala', price_minor: 5100 }],
    });
  });

  it('refuses what the API would, next to the field', () => {
    const values = { ...newPoojaValues('INR', 4, 'en'), price: '1,100.50', daily_limit: '0', notice_days: '61' };
    values.offerings = [{ id: 'row-x', offeringId: '', name: ' ', price: '10' }];
    expect(readPooja(values).errors).toEqual({
      name: 'name',
      price_minor: 'amount',
      'offerings.row-x.name': 'offeringName',
      daily_limit: 'dailyLimit',
      notice_days: 'noticeDays',
    });
  });

  it('sends its texts in other languages when changed, and a new pooja those given', () => {
    const values = poojaValues(stored, 'en');
    expect(readPooja(values).body).not.toHaveProperty('translations');
    const translations = withText(withLanguage('pooja', values.translations!, 'ta'), 'ta', 'name', 'ருத்ராபிஷேகம்');
    expect(readPooja({ ...values, translations }).body?.translations).toEqual({ ta: { name: 'ருத்ராபிஷேகம்' } });
    const emptied = withText(withText(values.translations!, 'hi', 'name', ''), 'hi', 'purpose', '');
    expect(readPooja({ ...values, translations: emptied }).body?.translations).toEqual({ hi: null });
    const fresh = { ...newPoojaValues('INR', 4, 'en'), name: 'Sundarkand path', price: '551' };
    expect(readPooja(fresh).body).not.toHaveProperty('translations');
    const given = withText(withLanguage('pooja', fresh.translations, 'hi'), 'hi', 'name', 'सुंदरकांड पाठ');
    expect(readPooja({ ...fresh, translations: given }).body?.translations).toEqual({ hi: { name: 'सुंदरकांड पाठ' } });
  });

  it("refuses by the contract's schema, in its words, on the row at fault", async () => {
    await use('hi');
    const values = poojaValues(stored, 'en');
    const kept = values.offerings[0]!;
    const priced = { id: 'row-y', offeringId: '', name: 'Flowers', price: '100000000' };
    // Two rows keeping the same stored offering: a rule only the schema has (the form never checked it).
    values.offerings = [kept, { ...kept, id: 'row-z' }, priced];
    values.notice_days = 'two';
    const reading = readPooja(values);
    expect(reading.body).toBeNull();
    expect(reading.errors).toEqual({
      offerings: 'offeringIdRepeated',
      'offerings.row-y.price_minor': 'price',
      notice_days: 'noticeDays',
    });
    expect(describeRefusals(reading, 'pooja')).toEqual({
      offerings: hi.rules.offeringIdRepeated,
      'offerings.row-y.price_minor': hi.rules.price,
      notice_days: hi.rules.noticeDays,
    });
  });

  it('says an amount not written as one in its own words, before the range the schema checks', async () => {
    await use('hi');
    const reading = readPooja({ ...poojaValues(stored, 'en'), prasad_price: 'free', position: '1001' });
    expect(reading.errors).toEqual({ prasad_price_minor: 'amount', position: 'position' });
    expect(describeRefusals(reading, 'pooja').prasad_price_minor).toBe(hi.errors.amount);
  });

  it('gives a new pooja the next place in the list and free posting', () => {
    const reading = readPooja({ ...newPoojaValues('INR', 4, 'en'), name: 'Sundarkand path', price: '551' });
    expect(reading.body).toMatchObject({ position: 4, price_minor: 55100, prasad_price_minor: 0, published: true });
  });
});

describe("the API's refusals, told to the staff", () => {
  it('knows the sentences of the staff endpoints, the daily limit one with its count', () => {
    expect(staffMessageKey(POOJA_MESSAGES.notYetDay)).toBe('notYetDay');
    expect(staffMessageKey(`${POOJA_MESSAGES.limitBelowBooked} The fullest has 4 booked.`)).toBe('limitBelowBooked');
    expect(fullestDay(`${POOJA_MESSAGES.limitBelowBooked} The fullest has 4 booked.`)).toBe(4);
    expect(staffMessageKey('Something else.')).toBeUndefined();
  });

  it("says a refused status change in the staff's language", async () => {
    await use('hi');
    const refused = new ApiError(400, POOJA_ERROR_CODES.badTransition, POOJA_MESSAGES.notYetDay, {});
    expect(describeStaffError(refused, 'action')).toEqual({ form: hi.rules.notYetDay, fields: {} });
    const field = new ApiError(400, 'invalid', 'Invalid', { recording_url: [POOJA_MESSAGES.recordingUrl] });
    expect(describeStaffError(field).fields).toEqual({ recording_url: hi.rules.recordingUrl });
  });

  it('names the fullest coming day when the daily limit would go below it', async () => {
    await use('en');
    const error = new ApiError(
      409,
      POOJA_ERROR_CODES.limitBelowBooked,
      `${POOJA_MESSAGES.limitBelowBooked} The fullest has 4 booked.`,
      { daily_limit: [POOJA_MESSAGES.limitBelowBooked] },
    );
    expect(describeStaffError(error).fields.daily_limit).toMatch(/^4 devotees have already booked/);
  });
});

describe("the status dialog's step", () => {
  const performed = { id: 9, status: 'performed' } as PoojaBooking;
  const booked = { id: 9, status: 'booked' } as PoojaBooking;

  it('checks the recording link by the schema: https, and at most its length', () => {
    expect(readStatusStep(booked, 'performed', 'http://example.com/v').refused).toBe('recordingUrl');
    expect(readStatusStep(booked, 'performed', `https://example.com/${'v'.repeat(300)}`).refused).toBe('max300');
    expect(readStatusStep(performed, 'recording', ' https://youtu.be/dQw4w9WgXcQ ')).toEqual({
      body: { status: 'performed', recording_url: 'https://youtu.be/dQw4w9WgXcQ' },
      refused: undefined,
    });
  });

  it('needs a link only to add a recording later; payment and refund send no state', () => {
    expect(readStatusStep(performed, 'recording', '  ').refused).toBe('recordingUrl');
    expect(readStatusStep(booked, 'performed', '')).toEqual({ body: { status: 'performed' }, refused: undefined });
    expect(readStatusStep(performed, 'prasad_sent', 'ignored')).toEqual({
      body: { status: 'prasad_sent' },
      refused: undefined,
    });
    expect(readStatusStep(booked, 'paid', '')).toEqual({ body: null, refused: undefined });
  });
});
