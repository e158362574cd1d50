import { describe, expect, it } from 'vitest';
import { wordKeys, wordsOf } from './key';
import { queryWords } from './query';

/** The keys a typed query word may match, as search sees it. */
const keysOf = (text: string) => queryWords(text).flatMap((w) => w.keys);
const meet = (a: string, b: string) => keysOf(a).some((k) => keysOf(b).includes(k));

describe('search keys', () => {
  it('give one key to a name in every script and its common Latin spellings', () => {
    for (const spelling of ['shiv', 'siva', 'शिव', 'শিব', 'ಶಿವ', 'శివ', 'શિવ', 'ଶିବ', 'ശിവൻ', 'சிவன்', 'சிவ']) {
      expect(meet('shiva', spelling), spelling).toBe(true);
    }
    for (const spelling of ['krsna', 'kR^iShNa', 'kṛṣṇa', 'krushna', 'कृष्ण', 'கிருஷ்ண', 'കൃഷ്ണ']) {
      expect(meet('krishna', spelling), spelling).toBe(true);
    }
  });

  it('expand a name to its synonyms across languages', () => {
    for (const name of ['ganpati', 'ganapati', 'vinayaka', 'pillaiyar', 'விநாயகர்', 'వినాయకుడు']) {
      expect(meet('ganesha', name), name).toBe(true);
    }
    expect(meet('murugan', 'skanda')).toBe(true);
    expect(meet('kishan', 'krishna')).toBe(true);
  });

  it('keep different words apart', () => {
    expect(meet('गणेश', 'गान')).toBe(false);
    expect(meet('gita', 'kids')).toBe(false);
    expect(meet('shiva', 'jeevan')).toBe(false);
  });

  it('read the script of each word, and nothing typed becomes a query operator', () => {
    expect(wordsOf('Om नमः சிவாய').map((w) => w.script)).toEqual(['latn', 'deva', 'taml']);
    expect(wordKeys("' or 1=1 --", 'latn', 'query')).toEqual(['or11']);
    expect(keysOf('!!! & | :*')).toEqual([]);
    // A zero-width non-joiner shows a virama inside one word; it does not split it.
    expect(wordsOf('ସତ୍\u200Cସଙ୍ଗ ఆన్\u200Cలైన్').map((w) => w.word)).toEqual(['ସତ୍ସଙ୍ଗ', 'ఆన్లైన్']);
    expect(meet('ସତ୍\u200Cସଙ୍ଗ', 'satsang')).toBe(true);
  });
});
