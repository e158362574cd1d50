import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes sw.js into the build: the app shell and every screen's code are cached at install, so the
 * installed app opens offline. Translation chunks of other languages and fonts are left to be
 * cached when first used, to keep the install download small. Push messages become notifications
 * (sw-push.js, appended).
 */
export function serviceWorker(version: string): Plugin {
  return {
    name: 'sangam-service-worker',
    apply: 'build',
    // After writing, when the bundle lists only files that exist (CSS-only chunks are gone by then).
    writeBundle(options, bundle) {
      const precache: string[] = [];
      for (const item of Object.values(bundle)) {
        const file = item.fileName;
        if (!/\.(js|css)$/.test(file)) continue;
        const modules = item.type === 'chunk' ? item.moduleIds : [];
        const onlyOtherLanguageTexts =
          modules.length > 0 &&
          modules.every((id) => /[\\/]locales[\\/](?!en[\\/])[a-z]{2}[\\/][^\\/]+\.json$/.test(id));
        const fontFaces =
          item.type === 'asset' && /(devanagari|bengali|telugu|tamil|gujarati|kannada|oriya|malayalam)-\d+/.test(file);
        if (onlyOtherLanguageTexts || fontFaces) continue;
        precache.push(`/${file}`);
      }
      const template = readFileSync(new URL('./sw-template.js', import.meta.url), 'utf8');
      // Push and notification clicks are a file of their own, so that a unit test can load them alone.
      const push = readFileSync(new URL('./sw-push.js', import.meta.url), 'utf8');
      const source =
        template.replace('__VERSION__', version).replace('__PRECACHE__', JSON.stringify(precache.sort())) + '\n' + push;
      writeFileSync(path.join(options.dir ?? 'dist', 'sw.js'), source);
    },
  };
}
