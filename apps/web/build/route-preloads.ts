import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { LANGUAGES, SCRIPT_OF_LANGUAGE } from '../../../packages/contracts/src/languages.ts';
import { SCREENS, screenNamespaces } from '../src/app/screens.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** What `pick` takes of a module and of its static imports: by default their files. */
function closure(
  manifest: Manifest,
  key: string,
  pick: (chunk: ManifestChunk) => string[] = (chunk) => [chunk.file],
  seen = new Set<string>(),
): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...pick(chunk), ...(chunk.imports ?? []).flatMap((child) => closure(manifest, child, pick, seen))];
}

const stylesOf = (chunk: ManifestChunk) => chunk.css ?? [];

/**
 * Writes route-preloads.json next to index.html, with what a first visit in a language other than
 * English needs before the app can render: the chunks of its texts (per screen: `common` and the
 * screen's namespaces) and its script's font files (both weights). The server announces them in the
 * page's head, so that they arrive with the entry instead of after it has run, and the font is there
 * before the first paint (no layout shift when it swaps in). Screens' own code is not announced:
 * measured with Lighthouse, that made English pages slower.
 */
export function routePreloads(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'sangam-route-preloads',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(options) {
      const outDir = options.dir ?? path.resolve(config.root, config.build.outDir);
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
      const loaded = new Set(entryKey ? closure(manifest, entryKey) : []);

      const screens = SCREENS.map((screen) => ({
        path: screen.path,
        ns: screenNamespaces(screen),
      }));
      const texts: Record<string, string[]> = {};
      for (const key of Object.keys(manifest)) {
        const match = /^src\/locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(key);
        if (match) texts[`${match[1]}/${match[2]}`] = closure(manifest, key).filter((file) => !loaded.has(file));
      }
      // Every script's faces are declared in the entry's styles (script-fonts.css); a language preloads its own.
      const entryCss = new Set(entryKey ? closure(manifest, entryKey, stylesOf) : []);
      const fontFiles = [...entryCss].flatMap((file) =>
        [...readFileSync(path.join(outDir, file), 'utf8').matchAll(/url\(["']?([^)"']+\.woff2)["']?\)/g)].map((m) =>
          m[1]!.replace(/^\//, ''),
        ),
      );
      const fonts: Record<string, string[]> = {};
      for (const lang of LANGUAGES) {
        const script = SCRIPT_OF_LANGUAGE[lang];
        const files = fontFiles.filter((file) =>
          new RegExp(`noto-sans-${script}-${script}-(400|600)-normal`).test(file),
        );
        if (files.length) fonts[lang] = files;
      }
      // A page the server renders (decision 017) needs its styles in the head and its code soon after.
      const pages: Record<string, { js: string[]; css: string[] }> = {};
      for (const { page } of SCREENS) {
        const key = `src/${page}.tsx`;
        pages[page] = {
          js: closure(manifest, key).filter((file) => !loaded.has(file)),
          css: closure(manifest, key, stylesOf).filter((file) => !entryCss.has(file)),
        };
      }
      writeFileSync(path.join(outDir, 'route-preloads.json'), JSON.stringify({ screens, texts, fonts, pages }));
    },
  };
}
