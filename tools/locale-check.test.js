import { describe, expect, it } from 'vitest';
import { localeProblems } from './locale-check.js';

describe('localeProblems', () => {
  const en = { a: 'Log in', b: { c: 'Hello {{name}}' }, d: ['One'], brand: 'Sanatan Sangam', only: '© {{year}}' };
  it('accepts a complete translation', () => {
    const hi = { a: 'लॉग इन', b: { c: 'नमस्ते {{name}}' }, d: ['एक'], brand: 'Sanatan Sangam', only: '© {{year}}' };
    expect(localeProblems(en, hi, 'hi')).toEqual([]);
  });
  it('names missing keys, English copies, lost placeholders, extra keys and other scripts', () => {
    const bad = { a: 'Log in', b: { c: 'नमस्ते' }, d: [], extra: 'x', brand: 'Sanatan Sangam', only: '© {{year}}' };
    expect(localeProblems(en, bad, 'hi')).toEqual([
      'extra: not in English',
      'a: still English',
      'b.c: placeholders differ',
      'd[0]: missing',
    ]);
    expect(localeProblems({ a: 'Account' }, { a: 'கணക்கு' }, 'ta')).toEqual(['a: letters of another script (ക)']);
  });
});
