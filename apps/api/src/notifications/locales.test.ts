import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, NOTIFICATION_KINDS } from '@sangam/contracts';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript module shared with the web app's locale test.
import { localeProblems } from '../../../../tools/locale-check.js';
import { notificationText } from './texts';

const dir = path.join(path.dirname(new URL(import.meta.url).pathname), 'locales');
const load = (lang: string) => JSON.parse(readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as unknown;

describe('notification texts', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s is complete and translated', (lang) => {
    expect(localeProblems(load('en'), load(lang), lang)).toEqual([]);
  });

  it.each(LANGUAGES)('every kind has a title in %s', (lang) => {
    for (const kind of NOTIFICATION_KINDS) {
      const { title } = notificationText(lang, { kind, data: { title: 'x', actor: 'A', host: 'H' }, count: 1 });
      expect(title, kind).not.toBe(kind);
      expect(title, kind).not.toBe('');
    }
  });

  it('folded replies say how many, in the plural form of the language', () => {
    const item = (count: number) => ({
      kind: 'forum_reply_post',
      data: { actor: 'Ravi', post: 'Japa', excerpt: 'Yes' },
      count,
    });
    expect(notificationText('en', item(1)).title).toBe('Ravi replied to your post');
    expect(notificationText('en', item(12)).title).toBe('12 new replies to your post');
    expect(notificationText('hi', item(3)).title).toBe('आपकी पोस्ट पर 3 नए जवाब');
  });
});
