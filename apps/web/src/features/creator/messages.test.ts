import { TUTORING_MESSAGES } from '@sangam/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/http-client';
import { activateLanguage, i18n } from '../../shared/i18n/i18n';
import hi from '../../locales/hi/creator.json';
import { describeCreatorError, schemaProblems } from './messages';

/** The page's language, with the creator texts loaded as the creator pages load them. */
async function use(lang: 'en' | 'hi') {
  await activateLanguage(lang);
  await i18n.loadNamespaces('creator');
}

afterEach(() => use('en'));

const invalid = (errors: Record<string, string[]>) =>
  new ApiError(400, 'invalid', `Invalid request body: ${Object.keys(errors)[0]}`, errors);

describe('what a failed creator call tells the tutor', () => {
  it("puts each of the API's field messages, in the reader's language, next to its field", async () => {
    await use('hi');
    const described = describeCreatorError(
      invalid({ 'weekly.2.end': [TUTORING_MESSAGES.endAfterStart], meeting_url: [TUTORING_MESSAGES.meetingUrl] }),
    );
    expect(described.fields).toEqual({ 'weekly.2.end': hi.errors.endAfterStart, meeting_url: hi.errors.meetingUrl });
    expect(described.form).toBe(hi.errors.check_fields);
  });

  it('shows a sentence it does not know as written in English, and a general one in other languages', async () => {
    const unknown = invalid({ reason: ['Tell the learner why.'] });
    expect(describeCreatorError(unknown).fields).toEqual({ reason: 'Tell the learner why.' });
    await use('hi');
    expect(describeCreatorError(unknown).fields).toEqual({ reason: hi.errors.field });
  });

  it('translates a known detail without fields (a capacity below the seats taken) and the common cases', async () => {
    await use('hi');
    const conflict = new ApiError(409, 'capacity_below_taken', TUTORING_MESSAGES.notATutor);
    expect(describeCreatorError(conflict).form).toBe(hi.errors.notATutor);
    expect(describeCreatorError(new ApiError(0, 'network', 'offline')).form).not.toBe('offline');
    expect(describeCreatorError(new Error('boom'), 'load').form).toBe(hi.errors.load);
  });

  it("tells a schema's problems before sending as the API's answer would, at the path it would name", async () => {
    await use('hi');
    const problems = schemaProblems([
      { path: ['weekly', 2, 'end'], message: TUTORING_MESSAGES.endAfterStart },
      { path: ['weekly', 2, 'end'], message: TUTORING_MESSAGES.overlap },
      { path: ['note'], message: 'Too big: expected string to have <=1000 characters' },
    ]);
    expect(problems).toEqual({ 'weekly.2.end': hi.errors.endAfterStart, note: hi.errors.field });
  });
});
