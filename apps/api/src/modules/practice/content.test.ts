import { LANGUAGES } from '@sangam/contracts';
import { describe, expect, it } from 'vitest';
import mantras from './content/mantras.json';
import sankalps from './content/sankalps.json';
import wisdom from './content/wisdom.json';
import { sourceOf } from './today';

/** The Unicode block each language is written in (Hindi and Marathi share Devanagari). */
const BLOCKS: Record<string, RegExp> = {
  hi: /[\u0900-\u097F]/,
  mr: /[\u0900-\u097F]/,
  bn: /[\u0980-\u09FF]/,
  gu: /[\u0A80-\u0AFF]/,
  or: /[\u0B00-\u0B7F]/,
  ta: /[\u0B80-\u0BFF]/,
  te: /[\u0C00-\u0C7F]/,
  kn: /[\u0C80-\u0CFF]/,
  ml: /[\u0D00-\u0D7F]/,
};

function checkTexts(id: string, texts: Record<string, string>) {
  for (const lang of LANGUAGES) {
    const text = texts[lang];
    expect(text?.trim(), `${id} ${lang}`).toBeTruthy();
    if (lang === 'en') continue;
    expect(text, `${id} ${lang} is English`).not.toBe(texts.en);
    expect(BLOCKS[lang]!.test(text!), `${id} ${lang} script`).toBe(true);
    // No Latin words left in an Indic text.
    expect(/[A-Za-z]{3,}/.test(text!), `${id} ${lang} has Latin words: ${text}`).toBe(false);
  }
}

describe.each([
  ['sankalps', sankalps as Array<{ id: string }>],
  ['mantras', mantras as Array<{ id: string }>],
  ['wisdom', wisdom as Array<{ id: string }>],
])('%s', (_name, list) => {
  it('has at least 60 entries with unique ids', () => {
    expect(list.length).toBeGreaterThanOrEqual(60);
    expect(new Set(list.map((e) => e.id)).size).toBe(list.length);
  });
});

describe('each entry, in all ten languages', () => {
  it('sankalps', () => {
    for (const s of sankalps) checkTexts(s.id, s.text);
  });

  it('mantras: Devanagari, a count, where each comes from and what it means', () => {
    for (const m of mantras) {
      expect(/^(?:[\u0900-\u097F\s.,-]|\u200C|\u200D)+$/.test(m.devanagari), m.id).toBe(true);
      expect(m.count).toBeGreaterThan(0);
      if (m.source) expect(() => sourceOf(m.source!), m.id).not.toThrow();
      checkTexts(`${m.id} tradition`, m.tradition);
      checkTexts(m.id, m.meaning);
    }
  });

  it('wisdom: a named source, and the original where there is one', () => {
    for (const w of wisdom) {
      expect(() => sourceOf(w.source), w.id).not.toThrow();
      if (w.original) expect(/[\u0900-\u097F]/.test(w.original), w.id).toBe(true);
      checkTexts(w.id, w.text);
    }
  });
});
