import { JOURNEY_LIMITS as L } from '@sangam/contracts';
import { describe, expect, it } from 'vitest';
import { durationFor, formPath, initialValues, readJourney, type JourneyValues } from './journey-form-model';

function values(change: Partial<JourneyValues> = {}): JourneyValues {
  return {
    ...initialValues(null, 'hi'),
    title: 'Kashi Darshan',
    price: '12500',
    duration_days: '2',
    itinerary: [
      { id: 'a', title: 'Arrival and Ganga aarti', place: 'Varanasi', description: '' },
      { id: 'b', title: 'Kashi Vishwanath darshan', place: 'Varanasi', description: 'Early morning.' },
    ],
    ...change,
  };
}

describe('readJourney', () => {
  it('numbers the days in their order and reads the price in the currency’s smallest unit', () => {
    const { body, problems } = readJourney(
      values({ price: '12500.5', inclusions: 'Meals\nmeals\n  Hotel  \n', exclusions: '' }),
    );
    expect(problems).toEqual({});
    expect(body).toMatchObject({
      title: 'Kashi Darshan',
      content_language: 'hi',
      languages: ['hi'],
      duration_days: 2,
      price_minor: 1250050,
      currency: 'INR',
      deposit_percent: 25,
      max_travellers_per_booking: 10,
      inclusions: ['meals', 'Hotel'],
      exclusions: [],
      cancellation_policy: [
        { days_before: 30, refund_percent: 100 },
        { days_before: 15, refund_percent: 50 },
      ],
    });
    expect(body!.itinerary!.map((d) => [d.day, d.title])).toEqual([
      [1, 'Arrival and Ganga aarti'],
      [2, 'Kashi Vishwanath darshan'],
    ]);
  });

  it('leaves out days with nothing typed, and asks for as many days as the journey lasts', () => {
    const empty = { id: 'c', title: ' ', place: '', description: '' };
    const { body, problems, sent } = readJourney(
      values({ duration_days: '3', itinerary: [...values().itinerary, empty] }),
    );
    expect(body).toBeNull();
    expect(problems).toEqual({ itinerary: 'itineraryDays' });
    expect(sent.itinerary).toEqual(['a', 'b']);
  });

  it('names each problem where it belongs: a day without a title, a repeated refund step, a bad price', () => {
    const { problems } = readJourney(
      values({
        title: '',
        price: '12,500',
        itinerary: [
          { id: 'a', title: '', place: 'Varanasi', description: '' },
          { id: 'b', title: 'Sarnath', place: '', description: '' },
        ],
        policy: [
          { id: 'p1', days_before: '30', refund_percent: '100' },
          { id: 'p2', days_before: '30', refund_percent: '101' },
        ],
      }),
    );
    expect(problems).toEqual({
      title: 'titleRequired',
      'itinerary.a.title': 'dayTitle',
      price_minor: 'price',
      'cancellation_policy.p2.days_before': 'policyRepeated',
      'cancellation_policy.p2.refund_percent': 'policyPercent',
    });
  });

  it('takes photos as web addresses, each once, at most the contracts allow', () => {
    const read = (photos: string) => readJourney(values({ photos }));
    expect(read('https://example.org/a.jpg\n https://example.org/a.jpg \n').body?.photos).toEqual([
      'https://example.org/a.jpg',
    ]);
    expect(read('kashi.jpg').problems.photos).toBe('photos');
    expect(read(Array.from({ length: 21 }, (_, i) => `https://example.org/${i}.jpg`).join('\n')).problems.photos).toBe(
      'photos',
    );
  });

  it('lets a draft go without an itinerary, but not a published journey', () => {
    expect(readJourney(values({ itinerary: [] })).problems).toEqual({});
    expect(readJourney(values({ itinerary: [] }), true).problems).toEqual({ itinerary: 'itineraryRequired' });
  });
});

describe('readJourney checks by the contract’s schema', () => {
  // Rules the form does not write itself: if it stopped parsing with createJourneyRequestSchema,
  // these would pass unnoticed until the API refused them.
  it('cleans a title as the API does: one of invisible characters only is no title', () => {
    expect(readJourney(values({ title: '\u200B\u2066 \u2069' })).problems).toEqual({ title: 'titleRequired' });
  });

  it('puts a rule about one day on that day’s row, by its id', () => {
    const itinerary = values().itinerary.map((d, i) =>
      i === 1 ? { ...d, description: 'x'.repeat(L.dayDescriptionMax + 1) } : d,
    );
    const { body, problems } = readJourney(values({ itinerary }));
    expect(body).toBeNull();
    expect(problems).toEqual({ 'itinerary.b.description': 'dayDescription' });
  });

  it('asks for a number in a box whose text is not one, and lets the schema judge one that is', () => {
    expect(readJourney(values({ deposit_percent: '' })).problems).toEqual({ deposit_percent: 'depositPercent' });
    expect(readJourney(values({ deposit_percent: '101' })).problems).toEqual({ deposit_percent: 'depositPercent' });
    expect(readJourney(values({ duration_days: 'two' })).problems).toEqual({ duration_days: 'duration' });
    expect(readJourney(values({ price: String(L.priceMax) })).problems).toEqual({ price_minor: 'price' });
  });
});

describe('durationFor', () => {
  it('follows the days while the length agrees with them, and grows when they outnumber it', () => {
    expect(durationFor(values(), 3)).toBe('3');
    expect(durationFor(values(), 1)).toBe('1');
    expect(durationFor(values({ duration_days: '6' }), 3)).toBe('6');
    expect(durationFor(values({ duration_days: '1' }), 3)).toBe('3');
    expect(durationFor(values({ duration_days: '' }), 0)).toBe('1');
  });
});

describe('formPath', () => {
  const sent = { itinerary: ['a', 'b'], cancellation_policy: ['p1'] };
  it('puts an API message on the row it names, by the rows as sent', () => {
    expect(formPath('itinerary.1.title', sent)).toBe('itinerary.b.title');
    expect(formPath('cancellation_policy.0.refund_percent', sent)).toBe('cancellation_policy.p1.refund_percent');
  });
  it('puts a day number or a list item on the list', () => {
    expect(formPath('itinerary.1.day', sent)).toBe('itinerary');
    expect(formPath('inclusions.3', sent)).toBe('inclusions');
    expect(formPath('title', sent)).toBe('title');
  });
});

describe('the most travellers in one booking', () => {
  it('starts at 10 and takes a whole number from 1 to 20', () => {
    expect(values().max_travellers_per_booking).toBe('10');
    expect(readJourney(values({ max_travellers_per_booking: '20' })).body?.max_travellers_per_booking).toBe(20);
    for (const wrong of ['0', '21', '2.5', ''])
      expect(readJourney(values({ max_travellers_per_booking: wrong })).problems).toEqual({
        max_travellers_per_booking: 'maxTravellersPerBooking',
      });
  });
});
