import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { LANGUAGES } from '../../../packages/contracts/src/languages.ts';
import { SCREENS } from '../src/app/screens.ts';

/**
 * Writes page-heads.json next to index.html: each screen's path and title key, and per language the
 * screen names and descriptions of common.json. The server writes a page's title and description
 * into its HTML from them, so what link previews and other readers that run no script see is the
 * page's own head, not only the product's name.
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
          return [lang, { pages: common.pages, descriptions: common.descriptions }];
        }),
      );
      writeFileSync(path.join(outDir, 'page-heads.json'), JSON.stringify({ screens, texts }));
    },
  };
}
