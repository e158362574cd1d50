// Renders the app icons and the link-preview image from the logo with headless Chromium, into
// apps/web/public/icons/. The PNGs are committed; run this again after changing the logo.
//   node scripts/make-icons.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = (name) => path.join(root, 'apps/web/public/icons', name);
const logo = readFileSync(path.join(root, 'apps/web/public/favicon.svg'), 'utf8');

const page = (body, background = 'transparent') => `<!doctype html><html><head><style>
  html, body { margin: 0; width: 100%; height: 100%; background: ${background}; }
  body { display: grid; place-items: center; font-family: 'Noto Sans', 'DejaVu Sans', sans-serif; }
  svg { display: block; }
</style></head><body>${body}</body></html>`;
const sized = (size) => logo.replace('<svg ', `<svg width="${size}" height="${size}" `);

const shots = [
  { name: 'icon-192.png', width: 192, height: 192, html: page(sized(192)) },
  { name: 'icon-512.png', width: 512, height: 512, html: page(sized(512)) },
  // Maskable: the logo inside the central safe zone of a full-bleed background.
  { name: 'icon-maskable-512.png', width: 512, height: 512, html: page(sized(340), '#7a1f2b') },
  { name: 'apple-touch-icon.png', width: 180, height: 180, html: page(sized(128), '#7a1f2b') },
  {
    name: 'og-image.jpg',
    width: 1200,
    height: 630,
    html: page(
      `<div style="display:flex;align-items:center;gap:48px;color:#fff">${sized(220)}
        <div><div style="font-size:84px;font-weight:700">Sanatan Sangam</div>
        <div style="font-size:34px;margin-top:16px;max-width:720px;color:#fde7c8">Sacred videos, daily practice, classes, retreats and community, in ten languages</div></div></div>`,
      'linear-gradient(135deg,#7a1f2b 0%,#a8420d 100%)',
    ),
  },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const shot of shots) {
  const tab = await browser.newPage({ viewport: { width: shot.width, height: shot.height } });
  await tab.setContent(shot.html);
  const jpeg = shot.name.endsWith('.jpg');
  await tab.screenshot({
    path: out(shot.name),
    ...(jpeg ? { type: 'jpeg', quality: 85 } : { omitBackground: shot.html.includes('background: transparent') }),
  });
  await tab.close();
  console.log(`wrote ${shot.name}`);
}
await browser.close();
