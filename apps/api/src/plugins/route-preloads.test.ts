import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadRoutePreloads, preloadTags } from './route-preloads';

const dir = mkdtempSync(path.join(os.tmpdir(), 'sangam-preloads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(
  path.join(dir, 'route-preloads.json'),
  JSON.stringify({
    screens: [
      { path: '', ns: ['common'] },
      { path: 'classes/explore', ns: ['classes'] },
      { path: 'classes/:slug', ns: ['classes', 'account'] },
      { path: '*', ns: ['common'] },
    ],
    texts: {
      'hi/common': ['assets/common-hi.js'],
      'hi/classes': ['assets/classes-hi.js'],
      'hi/account': ['assets/account-hi.js'],
    },
    fonts: { hi: ['assets/deva-400.woff2', 'assets/deva-600.woff2'] },
  }),
);
const reader = loadRoutePreloads(dir);
const preloads = (pathname: string) => preloadTags(reader.firstLoad(pathname));

describe('first-load hints', () => {
  it('announce the texts a screen reads and the script font of the language', () => {
    const hindi = preloads('/hi/classes/gita-basics');
    expect(hindi).toContain('<link rel="modulepreload" crossorigin href="/assets/common-hi.js" />');
    expect(hindi).toContain('href="/assets/classes-hi.js"');
    expect(hindi).toContain('href="/assets/account-hi.js"');
    for (const weight of [400, 600])
      expect(hindi).toContain(
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/deva-${weight}.woff2" />`,
      );
    // A static segment wins over a parameter: explore reads only `classes`.
    expect(preloads('/hi/classes/explore')).not.toContain('account-hi');
    expect(preloads('/hi')).toContain('common-hi');
  });

  it('say nothing for English, outside a language prefix, or without a build', () => {
    expect(preloads('/en/classes/gita-basics')).toBe('');
    expect(preloads('/login')).toBe('');
    expect(preloadTags(loadRoutePreloads('/nonexistent').firstLoad('/hi'))).toBe('');
  });
});
