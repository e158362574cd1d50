import { createHash } from 'node:crypto';
import sharp from 'sharp';

/**
 * Thumbnails are artwork our server draws for each video (a palette per category, a motif varied by
 * the video's id), rendered to WebP at the widths of THUMBNAIL_WIDTHS. Browsing the library therefore
 * makes no request to YouTube or anyone else until the user presses play. No text is drawn, so no
 * font is needed and the artwork is the same in every language.
 */

/** Bumped when the artwork changes, so browsers drop their long-cached copies. */
const ARTWORK_VERSION = 1;

/**
 * A thumbnail's address. The category picks the palette, so it is part of the version: when an
 * editor moves a video, browsers fetch the new picture instead of keeping last year's copy.
 */
export function thumbnailPath(video: { youtubeId: string }, category: string | null, width: number): string {
  return `/media/thumbnails/${video.youtubeId}-${width}.webp?v=${ARTWORK_VERSION}-${category ?? 'none'}`;
}

type Palette = [dark: string, mid: string, light: string];

const PALETTES: Record<string, Palette> = {
  bhajan: ['#7a1f3d', '#d9572b', '#ffd58a'],
  'mantra-chanting': ['#3b1c5a', '#a23b72', '#ffc857'],
  stories: ['#0f4c5c', '#e36414', '#fbf3d5'],
  yoga: ['#1b4332', '#52b788', '#fefae0'],
  meditation: ['#14213d', '#3d5a80', '#e0fbfc'],
  festivals: ['#6a040f', '#e85d04', '#ffba08'],
  'scripture-talks': ['#432818', '#99582a', '#ffe6a7'],
  kids: ['#023e8a', '#00b4d8', '#fff3b0'],
};
const DEFAULT_PALETTE: Palette = ['#5a2a0c', '#c8651b', '#ffe8c2'];

/** A small deterministic generator (xorshift), so one video always gets the same picture. */
function random(seed: string) {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 10_000) / 10_000;
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

const petals = (cx: number, cy: number, r: number, count: number, fill: string, opacity: number) =>
  Array.from({ length: count }, (_, i) => {
    const angle = round((360 / count) * i);
    return `<ellipse cx="${round(cx)}" cy="${round(cy - r / 2)}" rx="${round(r / 5)}" ry="${round(r / 2)}" fill="${fill}" opacity="${opacity}" transform="rotate(${angle} ${round(cx)} ${round(cy)})"/>`;
  }).join('');

const rings = (cx: number, cy: number, r: number, count: number, stroke: string) =>
  Array.from(
    { length: count },
    (_, i) =>
      `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r - i * (r / count))}" fill="none" stroke="${stroke}" stroke-width="${3 + (i % 3)}" opacity="${0.25 + (i % 4) * 0.15}"/>`,
  ).join('');

const rays = (cx: number, cy: number, r: number, count: number, stroke: string) =>
  Array.from({ length: count }, (_, i) => {
    const a = ((Math.PI * 2) / count) * i;
    const [x1, y1] = [cx + Math.cos(a) * r * 0.45, cy + Math.sin(a) * r * 0.45];
    const [x2, y2] = [cx + Math.cos(a) * r, cy + Math.sin(a) * r];
    return `<line x1="${round(x1)}" y1="${round(y1)}" x2="${round(x2)}" y2="${round(y2)}" stroke="${stroke}" stroke-width="6" stroke-linecap="round" opacity="0.7"/>`;
  }).join('');

const star = (x: number, y: number, s: number, fill: string, opacity: number) => {
  const p = (dx: number, dy: number) => `${round(x + dx)} ${round(y + dy)}`;
  const k = s * 0.3;
  return `<path d="M${p(0, -s)} L${p(k, -k)} L${p(s, 0)} L${p(k, k)} L${p(0, s)} L${p(-k, k)} L${p(-s, 0)} L${p(-k, -k)} Z" fill="${fill}" opacity="${round(opacity)}"/>`;
};

/** The category's motif: a diya for devotion, a mandala for mantra, a sun for yoga, a book, stars. */
function motif(category: string, next: () => number, [, mid, light]: Palette): string {
  const cx = round(380 + next() * 180);
  const cy = round(150 + next() * 80);
  const r = round(110 + next() * 50);
  switch (category) {
    case 'bhajan':
    case 'festivals':
      return (
        rings(cx, cy, r, 4, light) +
        `<path d="M${cx - 90} ${cy + 40} Q${cx} ${cy + 120} ${cx + 90} ${cy + 40} Z" fill="${light}" opacity="0.9"/>` +
        `<path d="M${cx} ${cy - 70} C${cx + 40} ${cy - 10} ${cx + 25} ${cy + 35} ${cx} ${cy + 38} C${cx - 25} ${cy + 35} ${cx - 40} ${cy - 10} ${cx} ${cy - 70} Z" fill="#fff7d6"/>`
      );
    case 'mantra-chanting':
    case 'meditation':
      return (
        rings(cx, cy, r, 7, light) +
        petals(cx, cy, r * 0.8, 8 + Math.floor(next() * 8), light, 0.35) +
        `<circle cx="${cx}" cy="${cy}" r="${round(r / 6)}" fill="${light}"/>`
      );
    case 'yoga':
      return (
        rays(cx, cy - 20, r, 16, light) +
        `<circle cx="${cx}" cy="${cy - 20}" r="${round(r * 0.4)}" fill="${light}" opacity="0.85"/>` +
        `<path d="M0 330 Q160 ${round(230 + next() * 40)} 320 300 T640 280 V360 H0 Z" fill="${mid}" opacity="0.8"/>`
      );
    case 'scripture-talks':
      return (
        rings(cx, cy, r, 3, light) +
        `<path d="M${cx - 120} ${cy - 50} Q${cx - 60} ${cy - 80} ${cx} ${cy - 50} Q${cx + 60} ${cy - 80} ${cx + 120} ${cy - 50} V${cy + 70} Q${cx + 60} ${cy + 40} ${cx} ${cy + 70} Q${cx - 60} ${cy + 40} ${cx - 120} ${cy + 70} Z" fill="${light}" opacity="0.9"/>` +
        `<line x1="${cx}" y1="${cy - 50}" x2="${cx}" y2="${cy + 70}" stroke="${mid}" stroke-width="4"/>`
      );
    case 'kids':
    case 'stories':
      return (
        Array.from({ length: 7 }, () =>
          star(40 + next() * 560, 30 + next() * 300, 10 + next() * 26, light, 0.5 + next() * 0.5),
        ).join('') +
        `<circle cx="${cx}" cy="${cy}" r="${round(r * 0.55)}" fill="${light}" opacity="0.9"/>` +
        `<circle cx="${round(cx + r * 0.25)}" cy="${round(cy - r * 0.12)}" r="${round(r * 0.5)}" fill="${mid}"/>`
      );
    default:
      return petals(cx, cy, r, 12, light, 0.5);
  }
}

/** The artwork as SVG, 640×360. */
function thumbnailSvg(youtubeId: string, categorySlug: string | null): string {
  const palette = PALETTES[categorySlug ?? ''] ?? DEFAULT_PALETTE;
  const next = random(youtubeId);
  const [dark, mid] = palette;
  const angle = Math.floor(next() * 360);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
${petals(90 + next() * 60, 280, 180, 12, '#ffffff', 0.06)}
${motif(categorySlug ?? '', next, palette)}
</svg>`;
}

/** A bounded cache of rendered images: the demo's few hundred fit, a large library stays bounded. */
const CACHE_LIMIT = 600;
const cache = new Map<string, Promise<Buffer>>();

export function renderThumbnail(youtubeId: string, categorySlug: string | null, width: number): Promise<Buffer> {
  const key = `${youtubeId}:${categorySlug}:${width}`;
  const hit = cache.get(key);
  if (hit) {
    // Most recently used last, so the oldest entry is the first to go.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const rendering = sharp(Buffer.from(thumbnailSvg(youtubeId, categorySlug)))
    .resize(width)
    .webp({ quality: 72, effort: 4 })
    .toBuffer();
  rendering.catch(() => cache.delete(key));
  cache.set(key, rendering);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  return rendering;
}
