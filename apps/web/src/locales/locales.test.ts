/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@sangam/contracts';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript module shared with the API's mail locale test.
import { localeProblems } from '../../../../tools/locale-check.js';

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
