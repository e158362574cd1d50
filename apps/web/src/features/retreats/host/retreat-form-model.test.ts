import { describe, expect, it } from 'vitest';
import { nightsNamedFor, guestsNamedFor, staysNamed } from './messages';
import { formPath, initialValues, readRetreat, type RetreatValues } from './retreat-form-model';
import { translationsValue, withoutLanguage, withText } from '../../../shared/ui/translations-fieldset';

const TODAY = '2026-03-10';

function values(change: Partial<RetreatValues> = {}): RetreatValues {
  return {
    ...initialValues(null, 'hi'),
    title: 'Ganga Sadhana',
    place: 'Rishikesh',
    type: 'yoga',
    departures: [{ id: 'd1', start: '2026-04-01', end: '2026-04-08' }],
    ...change,
  };
}

describe('readRetreat', () => {
  it('makes the body of a fixed retreat, its nights following the departures', () => {
    const { body, problems } = readRetreat(
      values({
        departures: [
          { id: 'd2', start: '2026-05-01', end: '2026-05-04' },
          { id: 'd1', start: '2026-04-01', end: '2026-04-08' },
        ],
        included: 'Meals\nmeals\n  Yoga mat  \n',
        photos: ' https://example.org/ashram.jpg \n\nhttps://example.org/ashram.jpg\nhttps://example.org/ganga.jpg',
      }),
      TODAY,
    );
    expect(problems).toEqual({});
    expect(body?.departures).toEqual([
      { start: '2026-04-01', end: '2026-04-08' },
      { start: '2026-05-01', end: '2026-05-04' },
    ]);
    expect([body?.min_nights, body?.max_nights]).toEqual([3, 7]);
    expect(body?.included).toEqual(['meals', 'Yoga mat']);
    expect(body?.photos).toEqual(['https://example.org/ashram.jpg', 'https://example.org/ganga.jpg']);
    expect(body?.content_language).toBe('hi');
    expect(body?.available_from).toBeNull();
  });

  it("sends an edit's texts in other languages when changed, a removed one as null, and a new retreat none", () => {
    expect(readRetreat(values(), TODAY).body).not.toHaveProperty('translations');
    const stored = translationsValue('retreat', { en: { title: 'Ganga Sadhana' }, ta: { title: 'கங்கை சாதனை' } }, 'hi');
    expect(readRetreat(values({ translations: stored }), TODAY).body).not.toHaveProperty('translations');
    const changed = withoutLanguage(withText(stored, 'en', 'summary', ' Seven days by the Ganga. '), 'ta');
    expect(readRetreat(values({ translations: changed }), TODAY).body?.translations).toEqual({
      en: { title: 'Ganga Sadhana', summary: 'Seven days by the Ganga.' },
      ta: null,
    });
  });

  it('takes photos as web addresses, at most the contracts allow', () => {
    const read = (photos: string) => readRetreat(values({ photos }), TODAY).problems.photos;
    expect(read('ashram.jpg')).toBe('photoUrl');
    expect(read('ftp://example.org/a.jpg')).toBe('photoUrl');
    expect(read(Array.from({ length: 13 }, (_, i) => `https://example.org/${i}.jpg`).join('\n'))).toBe('photosTooMany');
    expect(read('https://example.org/a.jpg\nhttp://example.org/b.jpg')).toBeUndefined();
  });

  it('names each problem at its row, by the contracts rules', () => {
    const { body, problems } = readRetreat(
      values({
        title: ' ',
        departures: [
          { id: 'a', start: '2026-04-01', end: '2026-04-08' },
          { id: 'b', start: '2026-04-05', end: '2026-04-09' },
          { id: 'c', start: '2026-03-01', end: '2026-03-01' },
        ],
        schedule: [{ id: 's', time: '25:00', activity: '' }],
        teachers: [{ id: 't', name: '', bio: 'Teaches asana' }],
        policy: [
          { id: 'p1', days_before: '30', refund_percent: '50' },
          { id: 'p2', days_before: '7', refund_percent: '80' },
        ],
        latitude: '30.1',
      }),
      TODAY,
    );
    expect(body).toBeNull();
    expect(problems).toMatchObject({
      title: 'titleRequired',
      'departures.b.start': 'departureOverlap',
      'departures.c.end': 'departureOrder',
      'departures.c.start': 'departurePast',
      'schedule.s.time': 'clock',
      'schedule.s.activity': 'activity',
      'teachers.t.name': 'teacherName',
      'cancellation_policy.p2.refund_percent': 'policyOrder',
      longitude: 'coordinatesPair',
    });
  });

  it('checks a flexible window and its nights', () => {
    const flexible = { date_mode: 'flexible' as const, departures: [] };
    expect(
      readRetreat(values({ ...flexible, available_from: '', available_until: '', min_nights: '0' }), TODAY).problems,
    ).toMatchObject({ available_from: 'windowRequired', available_until: 'windowRequired', min_nights: 'nights' });
    expect(
      readRetreat(
        values({ ...flexible, available_from: '2026-04-01', available_until: '2026-04-03', min_nights: '5' }),
        TODAY,
      ).problems,
    ).toEqual({ available_until: 'windowTooShort' });
    const { body } = readRetreat(
      values({ ...flexible, available_from: '2026-04-01', available_until: '2026-06-30', min_nights: '3' }),
      TODAY,
    );
    expect(body).toMatchObject({ date_mode: 'flexible', departures: [], min_nights: 3, max_nights: 14 });
  });

  it('lets an edit keep a departure that has begun', () => {
    const started = { id: 'x', start: '2026-03-05', end: '2026-03-12' };
    expect(readRetreat(values({ departures: [started] }), TODAY).problems).toEqual({
      'departures.x.start': 'departurePast',
    });
    expect(readRetreat(values({ departures: [started] }), TODAY, new Set(['2026-03-05/2026-03-12'])).problems).toEqual(
      {},
    );
  });
});

describe('the retreat schema of the contracts', () => {
  it('checks the form by it: rules the form does not write out land on their field and row', () => {
    const { body, problems } = readRetreat(
      values({
        time_zone: 'Mars/Olympus',
        currency: 'rupees',
        teachers: [
          { id: 't1', name: 'Swami Veda', bio: '' },
          { id: 't2', name: 'Mataji', bio: 'अ'.repeat(501) },
        ],
        schedule: [
          { id: 's1', time: '06:00', activity: 'Yoga' },
          { id: 's2', time: '07:00', activity: 'x'.repeat(141) },
        ],
      }),
      TODAY,
    );
    expect(body).toBeNull();
    expect(problems).toEqual({
      time_zone: 'timeZone',
      currency: 'currency',
      'teachers.t2.bio': 'max500',
      'schedule.s2.activity': 'max140',
    });
  });

  it('says a number that is no number at all with the message of its field', () => {
    const { problems } = readRetreat(
      values({
        deposit_percent: 'thirty',
        latitude: 'north',
        policy: [{ id: 'p', days_before: 'a week', refund_percent: '50' }],
      }),
      TODAY,
    );
    expect(problems).toEqual({
      deposit_percent: 'deposit',
      latitude: 'latitude',
      'cancellation_policy.p.days_before': 'policyDays',
    });
  });
});

describe('formPath', () => {
  const sent = { teachers: ['t1'], schedule: [], departures: ['d1', 'd2'], cancellation_policy: ['p1'] };
  it('turns the API index into the row id', () => {
    expect(formPath('departures.1.start', sent)).toBe('departures.d2.start');
    expect(formPath('cancellation_policy.0.days_before', sent)).toBe('cancellation_policy.p1.days_before');
    expect(formPath('departures', sent)).toBe('departures');
    expect(formPath('included.3', sent)).toBe('included');
    expect(formPath('departures.7.start', sent)).toBe('departures');
    expect(formPath('title', sent)).toBe('title');
  });
});

describe('conflict details', () => {
  it('reads the nights a capacity conflict names', () => {
    const detail =
      'Guests have already taken more places than this on coming nights. Dorm: A, B: 2026-03-01 (3 guests), 2026-03-02 (1 guest); Twin: 2026-04-01 (2 guests).';
    expect(nightsNamedFor(detail, 'Dorm: A, B')).toEqual([
      { night: '2026-03-01', guests: 3 },
      { night: '2026-03-02', guests: 1 },
    ]);
    expect(nightsNamedFor(detail, 'Twin')).toEqual([{ night: '2026-04-01', guests: 2 }]);
    expect(nightsNamedFor(detail, 'Hut')).toEqual([]);
    expect(guestsNamedFor('… Twin, 2026-04-01 (2 guests); Dorm, 2026-04-02 (1 guest).', 'Dorm', '2026-04-02')).toBe(1);
  });

  it('reads the stays a change of dates would leave out', () => {
    expect(
      staysNamed('… first. Booked: 2026-03-01 to 2026-03-08 (2 bookings), 2026-04-01 to 2026-04-03 (1 booking).'),
    ).toEqual([
      { start: '2026-03-01', end: '2026-03-08', bookings: 2 },
      { start: '2026-04-01', end: '2026-04-03', bookings: 1 },
    ]);
  });
});

describe('the most guests in one booking', () => {
  it('starts at 10 and takes a whole number from 1 to 50', () => {
    expect(values().max_guests_per_booking).toBe('10');
    expect(readRetreat(values({ max_guests_per_booking: '50' }), TODAY).body?.max_guests_per_booking).toBe(50);
    for (const wrong of ['0', '51', '1.5', ''])
      expect(readRetreat(values({ max_guests_per_booking: wrong }), TODAY).problems).toEqual({
        max_guests_per_booking: 'guestsPerBooking',
      });
  });
});
