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

/** The problems of `other` against `english`, one sentence each; an empty list when complete. */
export function localeProblems(english, other) {
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
    }
  }
  return problems;
}
