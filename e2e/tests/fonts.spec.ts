import type { Page } from '@playwright/test';
import { LANGUAGES, expect, test } from '../fixtures';

/** A character drawn without one of our fonts behind it, with where it was. */
interface Tofu {
  char: string;
  text: string;
  weight: string;
  why: string;
}

/**
 * Every character of an Indic script in the page's rendered text, checked against the font faces the
 * page declared: the first family of its element's stack with a face for that character must have
 * the face of the element's weight (chosen as CSS chooses it) loaded. System fonts are not asked, so
 * the check proves our own faces cover the text even where the machine has fonts of its own. A face
 * without a unicode-range claims every character whatever its glyphs are, so it proves nothing.
 */
function findTofu(): Tofu[] {
  // The ten scripts' blocks (Devanagari to Malayalam), Vedic Extensions and Devanagari Extended.
  const isIndic = (code: number) =>
    (code >= 0x900 && code <= 0xdff) || (code >= 0x1cd0 && code <= 0x1cff) || (code >= 0xa8e0 && code <= 0xa8ff);
  const hasIndic = (text: string) => [...text].some((char) => isIndic(char.codePointAt(0)!));
  const unquote = (name: string) => name.trim().replace(/^["']|["']$/g, '');
  const declared: FontFace[] = [];
  document.fonts.forEach((face) => declared.push(face));
  const faces = declared
    .filter((face) => face.unicodeRange.toUpperCase() !== 'U+0-10FFFF')
    .map((face) => {
      const ranges = face.unicodeRange.split(',').map((part: string) => {
        const [lo = '0', hi = lo] = part.trim().replace(/^U\+/i, '').split('-');
        return [parseInt(lo, 16), parseInt(hi, 16)] as const;
      });
      const [min = 400, max = min] = face.weight.split(/\s+/).map(Number);
      return { family: unquote(face.family), min, max, status: face.status, ranges };
    });
  type Face = (typeof faces)[number];
  const covers = (face: Face, code: number) => face.ranges.some(([lo, hi]) => code >= lo && code <= hi);
  // CSS Fonts 4, font-weight matching: within a face's range, else the nearest in the given order.
  const byWeight = (candidates: Face[], want: number): Face | undefined => {
    const exact = candidates.find((face) => want >= face.min && want <= face.max);
    if (exact) return exact;
    const above = candidates.filter((face) => face.min > want).sort((a, b) => a.min - b.min);
    const below = candidates.filter((face) => face.max < want).sort((a, b) => b.max - a.max);
    if (want > 500) return above[0] ?? below[0];
    if (want < 400) return below[0] ?? above[0];
    return above.find((face) => face.min <= 500) ?? below[0] ?? above[0];
  };

  // Text for screen readers only sits in a box of a pixel that hides it; no font is fetched for it.
  const hidden = new Map<Element, boolean>();
  const readOutOnly = (box: Element | null): boolean => {
    if (!box) return false;
    let answer = hidden.get(box);
    if (answer === undefined) {
      const { width, height } = box.getBoundingClientRect();
      answer =
        (width <= 1 && height <= 1 && getComputedStyle(box).overflow === 'hidden') || readOutOnly(box.parentElement);
      hidden.set(box, answer);
    }
    return answer;
  };

  const found: Tofu[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    const text = node.textContent ?? '';
    if (!element || !hasIndic(text)) continue;
    if (!element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) continue;
    if (readOutOnly(element)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if (range.getClientRects().length === 0) continue;
    const style = getComputedStyle(element);
    const families = style.fontFamily.split(',').map(unquote);
    const weight = Number(style.fontWeight);
    for (const char of new Set(text)) {
      const code = char.codePointAt(0)!;
      if (!isIndic(code)) continue;
      const family = families.find((name) => faces.some((face) => face.family === name && covers(face, code)));
      const face =
        family &&
        byWeight(
          faces.filter((f) => f.family === family && covers(f, code)),
          weight,
        );
      if (!face) found.push({ char, text, weight: style.fontWeight, why: 'no font face of ours covers it' });
      else if (face.status !== 'loaded')
        found.push({ char, text, weight: style.fontWeight, why: `${face.family} ${face.min} is ${face.status}` });
    }
  }
  return found;
}

/** The script of each Indic language, as the font files name it. */
const SCRIPT: Record<string, string> = {
  hi: 'devanagari',
  mr: 'devanagari',
  bn: 'bengali',
  te: 'telugu',
  ta: 'tamil',
  gu: 'gujarati',
  kn: 'kannada',
  or: 'oriya',
  ml: 'malayalam',
};

/**
 * The page's text in the scripts it shows, all in our own loaded fonts, fetched from this server;
 * the page language's two weights asked for by the head's preloads, so that they come with the
 * first paint (headings too), not when the text is laid out.
 */
async function expectNoTofu(page: Page, lang: string, path: string) {
  const fontOrigins = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontOrigins.add(new URL(request.url()).origin);
  });
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(
      async () => {
        await page.evaluate(() => document.fonts.ready);
        return page.evaluate(findTofu);
      },
      { message: `characters without a loaded font of ours on ${path}`, timeout: 15_000 },
    )
    .toEqual([]);
  expect([...fontOrigins].filter((origin) => origin !== new URL(page.url()).origin)).toEqual([]);
  // Text far down is laid out, and its script's font fetched, only when it comes near the screen.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect
    .poll(
      async () => {
        await page.evaluate(() => document.fonts.ready);
        return page.evaluate(findTofu);
      },
      { message: `characters without a loaded font of ours at the end of ${path}`, timeout: 15_000 },
    )
    .toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  const script = SCRIPT[lang];
  if (!script) return;
  const preloaded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'link')
      .map((entry) => entry.name),
  );
  for (const weight of [400, 600])
    expect(preloaded.filter((url) => url.includes(`noto-sans-${script}-${script}-${weight}-`))).toHaveLength(1);
}

// One test per language, its three pages one after another in the same tab: a new tab for each page
// cost the browser suite a minute of set-up, and each page is still loaded and checked on its own.
for (const lang of LANGUAGES) {
  test(`${lang}: every script a page shows is drawn in a font it loaded (home, videos, a community)`, async ({
    page,
  }) => {
    for (const path of [`/${lang}`, `/${lang}/videos`, `/${lang}/communities/bhakti-kirtan`])
      await test.step(path, () => expectNoTofu(page, lang, path));
  });
}
