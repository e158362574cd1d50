import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from '../../../shared/i18n/i18n';
import { ruleMessage } from '../../creator';
import { classFormProblems, classRequest, initialClassValues, type ClassValues } from './class-form-model';

function values(change: Partial<ClassValues> = {}): ClassValues {
  return {
    ...initialClassValues(null, 'en'),
    title: '  Gita basics ',
    category: 'yoga',
    meeting_url: 'https://meet.example.org/gita',
    ...change,
  };
}
const en = ruleMessage;

beforeAll(async () => {
  await activateLanguage('en');
  await i18n.loadNamespaces(['creator', 'common']);
});

describe('the class form', () => {
  it('sends the typed values as the request, the price in the smallest unit', () => {
    const body = classRequest(values({ price: '499,5', capacity: ' 8 ', age_min: '12', age_max: '99' }));
    expect(body).toMatchObject({
      title: 'Gita basics',
      category: 'yoga',
      language: 'en',
      age_min: 12,
      age_max: 99,
      capacity: 8,
      price_minor: 49950,
      currency: 'INR',
      duration_minutes: 60,
      cancellation_hours: 24,
    });
    expect(classFormProblems(body, 1)).toEqual({});
  });

  it('says each problem the schema finds on its field, in the person’s words', () => {
    const problems = classFormProblems(
      classRequest(values({ title: '  ', category: '', capacity: '0', duration_minutes: '5', meeting_url: '' })),
      1,
    );
    expect(problems).toEqual({
      title: en('titleRequired'),
      category: en('category'),
      capacity: en('capacity'),
      duration_minutes: en('duration'),
      meeting_url: en('meetingUrl'),
    });
  });

  it('gives text that is no number at all the field’s message', () => {
    const problems = classFormProblems(
      classRequest(values({ age_min: 'twelve', cancellation_hours: '', price: '4.999' })),
      1,
    );
    expect(problems).toEqual({
      age_min: en('age'),
      cancellation_hours: en('cancellationHours'),
      price_minor: en('price'),
    });
  });

  it('checks the rules that tie fields together: ages in order, an address in person', () => {
    const problems = classFormProblems(
      classRequest(values({ age_min: '40', age_max: '20', format: 'in_person', address: ' ' })),
      1,
    );
    expect(problems).toEqual({ age_max: en('ageOrder'), address: en('address') });
  });

  it('refuses what only the contract’s schema knows: a title over 120 characters, a price past its cap', () => {
    const problems = classFormProblems(classRequest(values({ title: 'x'.repeat(121), price: '10000001' })), 1);
    expect(problems).toEqual({ title: en('max120'), price_minor: en('price') });
  });

  it('keeps the seats already taken in a coming sitting, which the schema cannot know', () => {
    expect(classFormProblems(classRequest(values({ capacity: '2' })), 3)).toEqual({
      capacity: i18n.t('creator:setup.min_capacity', { count: 3 }),
    });
  });

  it('says the schema’s problems in Hindi for a Hindi reader', async () => {
    await activateLanguage('hi');
    await i18n.loadNamespaces(['creator']);
    try {
      const problems = classFormProblems(classRequest(values({ meeting_url: 'http://meet.example.org' })), 1);
      expect(problems).toEqual({ meeting_url: i18n.t('creator:errors.meetingUrl') });
      expect(problems.meeting_url).toContain('मीटिंग लिंक');
    } finally {
      await activateLanguage('en');
    }
  });
});
