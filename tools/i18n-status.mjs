// What is left to translate: for every language and text file, the keys that are missing, empty,
// still English or with other placeholders than English. `node tools/i18n-status.mjs [lang]`
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localeProblems } from './locale-check.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const languages = ['hi', 'bn', 'mr', 'te', 'ta', 'gu', 'kn', 'or', 'ml'].filter(
  (l) => !process.argv[2] || l === process.argv[2],
);
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});

const sets = [
  ...readdirSync(path.join(root, 'apps/web/src/locales/en')).map((file) => ({
    name: `web ${file}`,
    en: path.join(root, 'apps/web/src/locales/en', file),
    of: (lang) => path.join(root, 'apps/web/src/locales', lang, file),
  })),
  {
    name: 'api mail',
    en: path.join(root, 'apps/api/src/mail/locales/en.json'),
    of: (lang) => path.join(root, 'apps/api/src/mail/locales', `${lang}.json`),
  },
];

let total = 0;
for (const lang of languages) {
  for (const set of sets) {
    const problems = localeProblems(read(set.en), read(set.of(lang)), lang);
    total += problems.length;
    if (problems.length) console.log(`${lang} ${set.name}: ${problems.join('; ')}`);
  }
}
console.log(total ? `\n${total} texts to translate or fix.` : 'All languages complete.');
process.exitCode = total ? 1 : 0;
