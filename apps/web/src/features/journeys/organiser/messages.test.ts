import { JOURNEY_ERROR_CODES, JOURNEY_MESSAGES } from '@sangam/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/http-client';
import { activateLanguage, i18n } from '../../../shared/i18n/i18n';
import en from '../../../locales/en/journey-organiser.json';
import hi from '../../../locales/hi/journey-organiser.json';
import {
  ORGANISER_KEYS,
  addIssues,
  type FormProblem,
  describeOrganiserError,
  organiserMessageKey,
  placesTakenIn,
  problemText,
} from './messages';

async function use(lang: 'en' | 'hi') {
  await activateLanguage(lang);
  await i18n.loadNamespaces('journey-organiser');
}

afterEach(() => use('en'));

describe('the organiser’s messages', () => {
  it('has a text for every sentence of the API an organiser can meet', () => {
    expect(Object.keys(en.api).sort()).toEqual([...ORGANISER_KEYS].sort());
  });

  it('finds a sentence by its key also when the API adds a second sentence with the numbers', () => {
    const detail = `${JOURNEY_MESSAGES.capacityBelowTaken} 3 places are taken.`;
    expect(organiserMessageKey(detail)).toBe('capacityBelowTaken');
    expect(placesTakenIn(detail)).toBe(3);
    expect(placesTakenIn(`${JOURNEY_MESSAGES.capacityBelowTaken} 1 place is taken.`)).toBe(1);
    expect(placesTakenIn(JOURNEY_MESSAGES.capacityBelowTaken)).toBeNull();
  });

  it("puts a 409's field message on its row and says the rule, in the reader's language", async () => {
    await use('hi');
    const described = describeOrganiserError(
      new ApiError(
        409,
        JOURNEY_ERROR_CODES.capacityBelowTaken,
        `${JOURNEY_MESSAGES.capacityBelowTaken} 3 places are taken.`,
        {
          'departures.1.capacity': [JOURNEY_MESSAGES.capacityBelowTaken],
        },
      ),
    );
    expect(described).toEqual({
      form: hi.api.capacityBelowTaken,
      fields: { 'departures.1.capacity': hi.api.capacityBelowTaken },
    });
  });

  it('tells a creator who is not an organiser why, and asks to look at the fields on a 400', async () => {
    await use('hi');
    expect(
      describeOrganiserError(new ApiError(403, JOURNEY_ERROR_CODES.notAnOrganiser, JOURNEY_MESSAGES.notAnOrganiser))
        .form,
    ).toBe(hi.api.notAnOrganiser);
    expect(
      describeOrganiserError(
        new ApiError(400, 'invalid', 'Invalid request body', { title: [JOURNEY_MESSAGES.titleRequired] }),
      ),
    ).toEqual({ form: hi.errors.check_fields, fields: { title: hi.api.titleRequired } });
  });

  it('reads a schema’s issues by their sentences, and gives a rule it has no words for the field’s message', async () => {
    await use('hi');
    const found: Record<string, FormProblem> = {};
    addIssues(
      [
        { path: ['itinerary', 0, 'title'], message: JOURNEY_MESSAGES.dayTitle },
        { path: ['title'], message: 'Too small: expected string to have >=1 characters' },
      ],
      (path) => path.replace('.0.', '.a.'),
      (path, key) => (found[path] = key),
    );
    expect(found).toEqual({ 'itinerary.a.title': 'dayTitle', title: null });
    expect(problemText(null)).toBe(hi.errors.field);
    expect(problemText('dayTitle')).toBe(hi.api.dayTitle);
  });
});
