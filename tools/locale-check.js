// Compares one language's texts with the English ones: the same keys, every text translated (an
// English copy is allowed only where nothing but brand names and placeholders would be left), and
// the same {{placeholders}}. Used by the locale tests of the web app and of the API's mail.

const BRANDS = ['Sanatan Sangam', 'YouTube'];

/** { a: { b: 'x' }, c: ['y'] } → { 'a.b': 'x', 'c[0]': 'y' } */
export function flatten(tree, prefix = '', out = {}) {
  if (typeof tree === 'string') out[prefix] = tree;
  else if (Array.isArray(tree)) tree.forEach((v, i) => flatten(v, `${prefix}[${i}]`, out));
  else for (const [k, v] of Object.entries(tree)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

const placeholders = (text) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const hasWords = (text) =>
  /\p{L}{2,}/u.test(BRANDS.reduce((t, brand) => t.replaceAll(brand, ''), text).replace(/\{\{\s*\w+\s*\}\}/g, ''));

/** Unicode blocks of the Indic scripts of our languages: a text uses its own script, never another's. */
const SCRIPTS = {
  hi: [0x0900, 0x097f],
  mr: [0x0900, 0x097f],
  bn: [0x0980, 0x09ff],
  gu: [0x0a80, 0x0aff],
  or: [0x0b00, 0x0b7f],
  ta: [0x0b80, 0x0bff],
  te: [0x0c00, 0x0c7f],
  kn: [0x0c80, 0x0cff],
  ml: [0x0d00, 0x0d7f],
};
const DANDAS = new Set(['\u0964', '\u0965']);

/** Inside a sentence of an Indic language our name is written in its script (सनातन संगम); alone, as the logo, it may stay Latin. */
const latinNameInSentence = (lang, text) => lang in SCRIPTS && text.includes(BRANDS[0]) && text.trim() !== BRANDS[0];

function foreignScript(lang, text) {
  const own = SCRIPTS[lang];
  if (!own) return '';
  return [...text]
    .filter((c) => {
      const code = c.codePointAt(0);
      return code >= 0x0900 && code <= 0x0dff && (code < own[0] || code > own[1]) && !DANDAS.has(c);
    })
    .join('');
}

/** The problems of `other` (in language `lang`) against `english`, one sentence each; empty when complete. */
export function localeProblems(english, other, lang) {
  const en = flatten(english);
  const them = flatten(other);
  const problems = [];
  for (const key of Object.keys(them)) if (!(key in en)) problems.push(`${key}: not in English`);
  for (const [key, text] of Object.entries(en)) {
    const value = them[key];
    if (value === undefined) problems.push(`${key}: missing`);
    else if (!value.trim()) problems.push(`${key}: empty`);
    else {
      if (hasWords(text) && value === text) problems.push(`${key}: still English`);
      if (placeholders(value).join() !== placeholders(text).join()) problems.push(`${key}: placeholders differ`);
      if (latinNameInSentence(lang, value)) problems.push(`${key}: ${BRANDS[0]} in Latin letters inside a sentence`);
      const foreign = foreignScript(lang, value);
      if (foreign) problems.push(`${key}: letters of another script (${foreign})`);
    }
  }
  return problems;
}
