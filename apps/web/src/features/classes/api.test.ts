import { addressesAsked } from '../../shared/api/addresses-asked';
import { describe, expect, it } from 'vitest';
import { bookingQuery, classQuery, classesKeys, classesQuery, myBookingsQuery, tutorQuery } from './api';
import { tutorBookingsQuery } from './tutor/api';

describe('classes in the page’s language', () => {
  it('ask for it in the list, a class and a tutor, each language its own cache entry', async () => {
    expect(await addressesAsked((c) => c.fetchInfiniteQuery(classesQuery({ languages: 'ta', lang: 'ta' })))).toEqual([
      'classes/?languages=ta&lang=ta&page_size=12&page=1',
    ]);
    expect(await addressesAsked((c) => c.fetchQuery(classQuery('gita-path', 'hi')))).toEqual([
      'classes/gita-path/?lang=hi',
    ]);
    expect(await addressesAsked((c) => c.fetchQuery(tutorQuery('guru-ravi', 'or')))).toEqual([
      'tutors/guru-ravi/?lang=or',
    ]);
    expect(classesQuery({ lang: 'ta' }).queryKey).not.toEqual(classesQuery({ lang: 'hi' }).queryKey);
    expect(classQuery('gita-path', 'ta').queryKey).not.toEqual(classQuery('gita-path', 'hi').queryKey);
    expect(tutorQuery('guru-ravi', 'ta').queryKey).not.toEqual(tutorQuery('guru-ravi', 'hi').queryKey);
  });
});

describe('the keys of the learner’s side', () => {
  it('keep the values the creator area refreshes by (creatorKeys.shownOn)', () => {
    expect(classesKeys.bookings()).toEqual(['bookings']);
    expect(classesKeys.tutors()).toEqual(['tutors']);
    expect(classesKeys.slots('gita-basics')).toEqual(['classes', 'slots', 'gita-basics']);
    expect(classesKeys.booking(34, 'ta').slice(0, 3)).toEqual(['bookings', 'detail', 34]);
    expect(classQuery('gita-path', 'ta').queryKey.slice(0, 1)).toEqual(['classes']);
  });
});

describe('the learner’s bookings in the page’s language', () => {
  it('are asked for in it (class titles come translated), each language its own cache entry', async () => {
    expect(await addressesAsked((c) => c.fetchQuery(myBookingsQuery('ta')))).toEqual(['bookings/mine/?lang=ta']);
    expect(await addressesAsked((c) => c.fetchQuery(bookingQuery(7, 'ta')))).toEqual(['bookings/7/?lang=ta']);
    expect(myBookingsQuery('ta').queryKey).not.toEqual(myBookingsQuery('hi').queryKey);
    expect(bookingQuery(7, 'ta').queryKey).not.toEqual(bookingQuery(7, 'hi').queryKey);
  });
});

describe('the tutor’s bookings in the page’s language', () => {
  it('are asked for in it, each language its own cache entry', async () => {
    expect(await addressesAsked((c) => c.fetchQuery(tutorBookingsQuery('ta')))).toEqual(['bookings/tutor/?lang=ta']);
    expect(tutorBookingsQuery('ta').queryKey).not.toEqual(tutorBookingsQuery('hi').queryKey);
  });
});
