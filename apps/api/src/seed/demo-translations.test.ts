import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, slugify, type Language } from '@sangam/contracts';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript module shared with the web app's locale test.
import { localeProblems } from '../../../../tools/locale-check.js';
import { API_ROOT, REPO_ROOT } from '../paths';
import { VIDEO_CATEGORIES } from './demo-videos';

type Fields = Record<string, string | string[]>;
type PerLanguage<T> = Record<string, T>;

const read = <T>(name: string): T =>
  JSON.parse(readFileSync(path.join(API_ROOT, 'src/seed/data/translations', name), 'utf8')) as T;
const communities = read<Record<string, PerLanguage<Fields>>>('communities.json');
const temples = read<Record<string, PerLanguage<Fields>>>('temples.json');
const tags = read<Record<'video' | 'community', Record<string, PerLanguage<string>>>>('tags.json');
const categories = read<Record<string, PerLanguage<string>>>('categories.json');
const locale = (lang: Language, namespace: string) =>
  readFileSync(path.join(REPO_ROOT, 'apps/web/src/locales', lang, `${namespace}.json`), 'utf8');
const interfaceTexts = (lang: Language) => locale(lang, 'community');

/** The words the community screens use (vote points are never "karma"); inflected forms share these stems. */
const TERMS: Record<Exclude<Language, 'en'>, { points: string; moderators: string }> = {
  hi: { points: 'अंक', moderators: 'संचालक' },
  bn: { points: 'পয়েন্ট', moderators: 'মডারেটর' },
  mr: { points: 'गुण', moderators: 'संचालक' },
  te: { points: 'పాయింట్', moderators: 'నిర్వాహకుల' },
  ta: { points: 'புள்ளி', moderators: 'நெறியாளர' },
  gu: { points: 'ગુણ', moderators: 'સંચાલક' },
  kn: { points: 'ಅಂಕ', moderators: 'ನಿರ್ವಾಹಕರ' },
  or: { points: 'ପଏଣ୍ଟ', moderators: 'ମଡରେଟର' },
  ml: { points: 'പോയിന്റ്', moderators: 'മോഡറേറ്റർ' },
};
const OTHERS = LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en');

/** Latin letters inside an Indic text: English left untranslated (IAST is the name of a script). */
const latinIn = (fields: Fields) =>
  Object.values(fields)
    .flat()
    .filter((text) => /[A-Za-z]/.test(text.replaceAll('IAST', '')));

describe('the demo content’s translations', () => {
  it.each(OTHERS)('%s: every community, temple, tag and category, complete and in its own script', (lang) => {
    const problems: string[] = [];
    const check = (item: string, english: Fields, theirs: Fields | undefined) => {
      if (!theirs) return problems.push(`${item}: missing`);
      // Same fields, and timings and aartis keep their count and order (a[0], a[1]…).
      for (const p of localeProblems(english, theirs, lang) as string[]) problems.push(`${item}: ${p}`);
      for (const text of latinIn(theirs)) problems.push(`${item}: Latin letters in "${text.slice(0, 40)}"`);
    };
    for (const [name, t] of Object.entries(communities)) check(name, t.en!, t[lang]);
    for (const [slug, t] of Object.entries(temples)) check(slug, t.en!, t[lang]);
    for (const [kind, names] of Object.entries(tags))
      for (const [name, t] of Object.entries(names))
        check(`${kind} tag ${name}`, { name: t.en! }, t[lang] === undefined ? undefined : { name: t[lang] });
    for (const [slug, t] of Object.entries(categories))
      check(`category ${slug}`, { name: t.en! }, t[lang] === undefined ? undefined : { name: t[lang] });
    expect(problems).toEqual([]);
  });

  it.each(LANGUAGES)('%s: every demo category, named as the videos screens name it', (lang) => {
    const { categories: screen } = JSON.parse(locale(lang, 'videos')) as { categories: Record<string, string> };
    const slugs = VIDEO_CATEGORIES.map(slugify);
    expect(Object.keys(categories).sort()).toEqual([...slugs].sort());
    for (const slug of slugs) expect(categories[slug]?.[lang], slug).toBe(screen[slug]);
  });

  it.each(OTHERS)('%s: community rules call points and moderators what the interface calls them', (lang) => {
    const { points, moderators } = TERMS[lang];
    expect(interfaceTexts(lang)).toContain(points);
    expect(interfaceTexts(lang)).toContain(moderators);
    for (const [name, t] of Object.entries(communities)) {
      const english = t.en!.rules as string;
      const rules = t[lang]!.rules as string;
      if (english.includes('community points')) expect(rules, name).toContain(points);
      if (english.includes('moderators')) expect(rules, name).toContain(moderators);
    }
  });

  it.each(OTHERS)('%s: the tag "Daily practice" is the practice area’s one name', (lang) => {
    const { nav } = JSON.parse(locale(lang, 'common')) as { nav: { daily_practice: string } };
    expect(tags.community['daily-practice']![lang]).toBe(nav.daily_practice);
  });
});
