import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from '../../../shared/i18n/i18n';
import { ruleMessage } from '../../creator';
import { tutorProfileProblems, tutorProfileRequest, type TutorProfileValues } from './tutor-profile-model';

function values(change: Partial<TutorProfileValues> = {}): TutorProfileValues {
  return {
    display_name: ' Meera Iyer ',
    photo_url: '',
    bio: 'I teach the Gita.',
    languages: ['ta', 'en'],
    specialities: 'Gita, gita,  Sanskrit , ',
    time_zone: 'Asia/Kolkata',
    ...change,
  };
}
const en = ruleMessage;

beforeAll(async () => {
  await activateLanguage('en');
  await i18n.loadNamespaces(['creator', 'common']);
});

describe('the tutor’s profile form', () => {
  it('sends each speciality once and the languages in the app’s order', () => {
    const body = tutorProfileRequest(values());
    expect(body).toEqual({
      display_name: 'Meera Iyer',
      photo_url: '',
      bio: 'I teach the Gita.',
      languages: ['en', 'ta'],
      specialities: ['gita', 'Sanskrit'],
      time_zone: 'Asia/Kolkata',
    });
    expect(tutorProfileProblems(body)).toEqual({});
  });

  it('says a photo that is no web address, and a speciality too long on the one box', () => {
    const problems = tutorProfileProblems(
      tutorProfileRequest(values({ photo_url: 'photo.jpg', specialities: `Gita, ${'x'.repeat(41)}` })),
    );
    expect(problems).toEqual({ photo_url: en('photoUrl'), specialities: en('specialityTooLong') });
  });

  it('counts the specialities', () => {
    const many = Array.from({ length: 13 }, (_, i) => `Subject ${i}`).join(', ');
    expect(tutorProfileProblems(tutorProfileRequest(values({ specialities: many })))).toEqual({
      specialities: en('specialitiesTooMany'),
    });
  });

  it('refuses what only the contract’s schema knows: a name over 80 characters, an unknown zone', () => {
    const problems = tutorProfileProblems(
      tutorProfileRequest(values({ display_name: 'x'.repeat(81), time_zone: 'Mars/Olympus' })),
    );
    expect(problems).toEqual({ display_name: en('max80'), time_zone: en('timeZone') });
  });
});
