import type { ModlogEntry } from '@sangam/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/http-client';
import { activateLanguage, i18n } from '../../shared/i18n/i18n';
import { failureMessage } from './messages';
import { modlogSentence, ruleChoices } from './moderation-words';

afterEach(() => activateLanguage('en'));

describe('the rules offered as removal reasons', () => {
  it('are one a line, without the numbers or bullets typed before them, each once', () => {
    const rules =
      '1. Be kind\n2) No selling or advertising\n\n- Stay on topic\n• Be kind\n(4) Cite your sources\n१. शास्त्र का सम्मान करें';
    expect(ruleChoices(rules)).toEqual([
      'Be kind',
      'No selling or advertising',
      'Stay on topic',
      'Cite your sources',
      'शास्त्र का सम्मान करें',
    ]);
  });

  it('keep a rule that only starts with a number and are none for no rules', () => {
    expect(ruleChoices('108 names are chanted together\r\nRule 2: no spam')).toEqual([
      '108 names are chanted together',
      'Rule 2: no spam',
    ]);
    expect(ruleChoices('  \n ')).toEqual([]);
  });
});

const entry = (over: Partial<ModlogEntry>): ModlogEntry => ({
  id: 1,
  action: 'remove_comment',
  moderator: { username: 'asha' },
  target_user: { username: 'ravi' },
  post: { id: 7, title: 'Which mala for japa?' },
  comment: { id: 9 },
  reason: '',
  expires_at: null,
  created_at: '2026-11-30T10:00:00Z',
  ...over,
});
const date = () => '5 Dec 2026';

describe('a line of the moderation log', () => {
  it('reads as a sentence with who, whom, where and why', async () => {
    await i18n.loadNamespaces('community');
    const t = i18n.getFixedT('en', 'community');
    expect(modlogSentence(entry({ reason: 'No selling' }), t, date)).toBe(
      'asha removed a comment by ravi on “Which mala for japa?”: No selling',
    );
    expect(modlogSentence(entry({ action: 'pin_post', comment: null }), t, date)).toBe(
      'asha pinned “Which mala for japa?”',
    );
    expect(modlogSentence(entry({ action: 'ban', post: null, expires_at: '2026-12-05T00:00:00Z' }), t, date)).toBe(
      'asha banned ravi until 5 Dec 2026',
    );
    expect(modlogSentence(entry({ action: 'remove_moderator', target_user: { username: 'asha' } }), t, date)).toBe(
      'asha stepped down as a moderator',
    );
    // Accounts gone and a deleted post still read as a sentence.
    expect(
      modlogSentence(
        entry({ action: 'remove_post', moderator: null, target_user: null, post: { id: 7, title: '' } }),
        t,
        date,
      ),
    ).toBe('Unknown removed the post “Deleted post” by Unknown');
  });

  it('is written in the reader’s language, the names and reason as typed', async () => {
    await activateLanguage('ta');
    await i18n.loadNamespaces('community');
    const sentence = modlogSentence(entry({ reason: 'No selling' }), i18n.getFixedT('ta', 'community'), date);
    expect(sentence).toContain('நீக்கினார்');
    expect(sentence).toContain('asha');
    expect(sentence).toContain('ravi');
    expect(sentence).toContain('“Which mala for japa?”');
    expect(sentence.endsWith(': No selling')).toBe(true);
  });

  it('has each moderator refusal said in the reader’s language', async () => {
    await activateLanguage('hi');
    await i18n.loadNamespaces('community');
    const last = new ApiError(409, 'last_moderator', 'A community needs at least one moderator.');
    expect(failureMessage(last, 'mods.failures.moderators')).toBe(
      i18n.t('mods.errors.last_moderator', { ns: 'community' }),
    );
    expect(failureMessage(new ApiError(500, 'x', ''), 'mods.failures.load_modlog')).toBe(
      i18n.t('mods.failures.load_modlog', { ns: 'community' }),
    );
  });
});
