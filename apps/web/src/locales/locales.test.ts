/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@sangam/contracts';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript module shared with the API's mail locale test.
import { flatten, localeProblems } from '../../../../tools/locale-check.js';

/** Every language has every namespace, every key translated, with the same placeholders. */
const dir = path.dirname(new URL(import.meta.url).pathname);
const namespaces = readdirSync(path.join(dir, 'en')).filter((f) => f.endsWith('.json'));
const load = (lang: string, ns: string) => JSON.parse(readFileSync(path.join(dir, lang, ns), 'utf8')) as unknown;

describe.each(LANGUAGES.filter((l) => l !== 'en'))('locale %s', (lang) => {
  it('has every namespace file', () => {
    expect(
      readdirSync(path.join(dir, lang))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('%s is complete and translated', (ns) => {
    expect(localeProblems(load('en', ns), load(lang, ns), lang)).toEqual([]);
  });
});

/** The word karma in our languages' scripts (कर्म, கர்மா…), but not inside कर्मचारी or কর্মসূচি. */
const KARMA = /karma|कर्म(?!चा|सू)|কর্ম(?!সূ|ী)|కర్మ|கர்ம|કર્મ(?!ચા)|ಕರ್ಮ|କର୍ମ(?!ଚା)|കർമ/iu;

/** A key of vote points (karma, min_karma_one…), not a word that holds the letters (the yoga Sukarma). */
const VOTE_POINTS_KEY = /(^|[._])karma(_|$)/;

describe.each(LANGUAGES)('vote points in %s', (lang) => {
  it('are points, not karma: the word jars on a dharma app', () => {
    const named = namespaces.flatMap((ns) =>
      Object.entries(flatten(load(lang, ns)) as Record<string, string>)
        .filter(([key, text]) => VOTE_POINTS_KEY.test(key) && KARMA.test(text))
        .map(([key]) => `${ns} ${key}`),
    );
    expect(named).toEqual([]);
  });
});

describe.each(LANGUAGES)('the username rules in %s', (lang) => {
  it('name the English letters a–z, so a name typed in another script is understood to be refused', () => {
    const auth = load(lang, 'auth.json') as { fields: Record<string, string>; validation: Record<string, string> };
    expect(auth.fields.username_hint).toContain('(a–z)');
    expect(auth.validation.username_chars).toContain('(a–z)');
  });
});
