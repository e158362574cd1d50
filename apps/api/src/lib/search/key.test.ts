import { describe, expect, it } from 'vitest';
import { storedKeys } from './document';
import { wordKeys, wordsOf } from './key';
import { queryWords } from './query';

/** Whether a search for `query` finds a text holding `stored`, each word as a whole word (no prefix, no typo). */
const finds = (query: string, stored: string) => {
  const lexemes = new Set(storedKeys(stored));
  return queryWords(query).every((w) => w.terms.some((t) => lexemes.has(t)));
};

describe('search keys', () => {
  it('give one key to a name in every script and its common Latin spellings', () => {
    for (const spelling of ['shiv', 'siva', 'शिव', 'শিব', 'ಶಿವ', 'శివ', 'શિવ', 'ଶିବ', 'ശിവൻ', 'சிவன்', 'சிவ']) {
      expect(finds('shiva', spelling), spelling).toBe(true);
      expect(finds(spelling, 'Shiva'), spelling).toBe(true);
    }
    for (const spelling of ['krsna', 'kR^iShNa', 'kṛṣṇa', 'krushna', 'कृष्ण', 'கிருஷ்ண', 'കൃഷ്ണ']) {
      expect(finds('krishna', spelling), spelling).toBe(true);
    }
    for (const spelling of ['शिव', 'ಶಿವ', 'ശിവൻ', 'சிவன்']) expect(finds('শিব', spelling), spelling).toBe(true);
  });

  it('expand a name to its synonyms across languages', () => {
    for (const name of ['ganpati', 'ganapati', 'vinayaka', 'pillaiyar', 'விநாயகர்', 'పిల్లైయార్', 'వినాయకుడు']) {
      expect(finds(name, 'गणेश'), name).toBe(true);
    }
    expect(finds('murugan', 'skanda')).toBe(true);
    expect(finds('kishan', 'krishna')).toBe(true);
    expect(finds('அனுமன்', 'हनुमान')).toBe(true);
  });

  it('keep different words apart', () => {
    expect(finds('गणेश', 'गान')).toBe(false);
    expect(finds('gita', 'kids')).toBe(false);
    expect(finds('shiva', 'jeevan')).toBe(false);
  });

  it('keep apart words of an Indic script that differ in a vowel length, though Latin cannot tell them', () => {
    // अनुमान (a guess) is not அனுமன் (Hanuman), nor does a search for Hanuman find it.
    expect(finds('अनुमान', 'அனுமன்')).toBe(false);
    expect(finds('अनुमान', 'हनुमान')).toBe(false);
    expect(finds('हनुमान', 'अनुमान से')).toBe(false);
    expect(finds('hanuman', 'अनुमान से')).toBe(false);
    // Hanumangarhi holds Hanuman's name, and only so Tamil's அனுமன் in it; a compound still holds a name.
    expect(finds('अनुमान', 'Hanumangarhi')).toBe(false);
    expect(finds('कृष्ण', 'श्रीकृष्णनाम')).toBe(true);
    // पूरी (complete, the bread) is not Puri the city, in Odia, Bengali or Hindi.
    for (const city of ['ପୁରୀ', 'পুরী', 'पुरी']) expect(finds('पूरी', city), city).toBe(false);
    expect(finds('ପୁରୀ', 'पुरी')).toBe(true);
    expect(finds('puri', 'पूरी')).toBe(true);
    expect(finds('puri', 'ପୁରୀ')).toBe(true);
    // A final vowel's length is a spelling, not another word: Marathi गणपती, Telugu గణపతి.
    expect(finds('गणपती', 'గణపతి')).toBe(true);
  });

  it('read a Sanskrit word as each script spells it', () => {
    for (const spelling of ['அயோத்தி', 'অযোধ্যা', 'ಅಯೋಧ್ಯೆ', 'అయోధ్య', 'ଅଯୋଧ୍ୟା', 'Ayodhya']) {
      expect(finds(spelling, 'अयोध्या'), spelling).toBe(true);
    }
    expect(finds('சத்தியம்', 'सत्य')).toBe(true);
    expect(finds('பூஜை', 'पूजा')).toBe(true);
    expect(finds('ಪೂಜೆ', 'पूजा')).toBe(true);
    // Bengali writes the everyday পুজো with a short u; the vocabulary knows it is पूजा.
    expect(finds('পুজো', 'पूजा')).toBe(true);
    expect(finds('पूजा', 'দুর্গা পুজো')).toBe(true);
  });

  it('take a word written to its end as a whole word, never the start of a longer one', () => {
    expect(queryWords('சமையல்')[0]!.complete).toBe(true);
    expect(queryWords('சமைய')[0]!.complete).toBe(false);
    expect(queryWords('ശിവൻ')[0]!.complete).toBe(true);
    expect(queryWords('hanu')[0]!.complete).toBe(false);
    expect(finds('சமையல்', 'சமையலறை')).toBe(false);
  });

  it('read the script of each word, and nothing typed becomes a query operator', () => {
    expect(wordsOf('Om नमः சிவாய').map((w) => w.script)).toEqual(['latn', 'deva', 'taml']);
    expect(wordKeys("' or 1=1 --", 'latn', 'query')).toEqual(['or11']);
    expect(queryWords('!!! & | :*')).toEqual([]);
    for (const w of queryWords('शिव சிவன் shiva')) for (const t of w.terms) expect(t).toMatch(/^[a-z0-9]+$/);
    // A zero-width non-joiner shows a virama inside one word; it does not split it.
    expect(wordsOf('ସତ୍\u200Cସଙ୍ଗ ఆన్\u200Cలైన్').map((w) => w.word)).toEqual(['ସତ୍ସଙ୍ଗ', 'ఆన్లైన్']);
    expect(finds('ସତ୍\u200Cସଙ୍ଗ', 'satsang')).toBe(true);
  });
});
