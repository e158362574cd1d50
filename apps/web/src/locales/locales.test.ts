/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@sangam/contracts';
import { describe, expect, it } from 'vitest';

/**
 * Every language is complete: the same files and keys as English, every value translated (not an
 * English copy), and the same {{placeholders}} as the English text.
 */
const dir = path.dirname(new URL(import.meta.url).pathname);
const namespaces = readdirSync(path.join(dir, 'en')).filter((f) => f.endsWith('.json'));

type Tree = string | Tree[] | { [key: string]: Tree };
function flatten(tree: Tree, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (typeof tree === 'string') out[prefix] = tree;
  else if (Array.isArray(tree)) tree.forEach((v, i) => flatten(v, `${prefix}[${i}]`, out));
  else for (const [k, v] of Object.entries(tree)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}
const load = (lang: string, ns: string) => flatten(JSON.parse(readFileSync(path.join(dir, lang, ns), 'utf8')) as Tree);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
/** Text that needs translating: letters left once brand names and placeholders are taken out. */
const BRANDS = ['Sanatan Sangam', 'YouTube'];
const hasWords = (text: string) =>
  /\p{L}{2,}/u.test(BRANDS.reduce((t, brand) => t.replaceAll(brand, ''), text).replace(/\{\{\s*\w+\s*\}\}/g, ''));

describe.each(LANGUAGES.filter((l) => l !== 'en'))('locale %s', (lang) => {
  it('has every namespace file', () => {
    expect(
      readdirSync(path.join(dir, lang))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('%s: same keys, translated, same placeholders', (ns) => {
    const en = load('en', ns);
    const other = load(lang, ns);
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [key, english] of Object.entries(en)) {
      const value = other[key] ?? '';
      expect(value.trim(), `${lang}/${ns} ${key} is empty`).not.toBe('');
      if (hasWords(english)) expect(value, `${lang}/${ns} ${key} is still English`).not.toBe(english);
      expect(placeholders(value), `${lang}/${ns} ${key} placeholders`).toEqual(placeholders(english));
    }
  });
});
