import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { LANGUAGES } from '../../../packages/contracts/src/languages.ts';
import { SCREENS } from '../src/app/screens.ts';

/**
 * Writes page-heads.json next to index.html: each screen's path and title key, and per language the
 * screen names and descriptions of common.json, and the festival pages' titles, names and
 * descriptions of practice.json. The server writes a page's title and description into its HTML
 * from them, so what link previews and other readers that run no script see is the page's own
 * head, not only the product's name.
 */
export function pageHeads(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'sangam-page-heads',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(options) {
      const outDir = options.dir ?? path.resolve(config.root, config.build.outDir);
      const screens = SCREENS.map(({ path: screenPath, title }) => ({ path: screenPath, title }));
      const texts = Object.fromEntries(
        LANGUAGES.map((lang) => {
          const common = JSON.parse(
            readFileSync(path.join(config.root, `src/locales/${lang}/common.json`), 'utf8'),
          ) as {
            pages: Record<string, string>;
            descriptions: Record<string, string>;
          };
          const practice = JSON.parse(
            readFileSync(path.join(config.root, `src/locales/${lang}/practice.json`), 'utf8'),
          ) as {
            calendar: { festivals: Record<string, string> };
            festival_pages: { year_title: string; festival_title: string; about: Record<string, string> };
          };
          const { year_title, festival_title, about } = practice.festival_pages;
          const festivals = { year_title, festival_title, names: practice.calendar.festivals, about };
          return [lang, { pages: common.pages, descriptions: common.descriptions, festivals }];
        }),
      );
      writeFileSync(path.join(outDir, 'page-heads.json'), JSON.stringify({ screens, texts }));
    },
  };
}
