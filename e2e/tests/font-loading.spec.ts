import { expect, test } from '../fixtures';

/** The scripts (as the font files name them) of the Indic text within `screens` screen heights of the top. */
function scriptsNearTheTop(screens: number): string[] {
  const blocks: Array<[number, string]> = [
    [0x900, 'devanagari'],
    [0x980, 'bengali'],
    [0xa80, 'gujarati'],
    [0xb00, 'oriya'],
    [0xb80, 'tamil'],
    [0xc00, 'telugu'],
    [0xc80, 'kannada'],
    [0xd00, 'malayalam'],
  ];
  const found = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element?.checkVisibility({ visibilityProperty: true })) continue;
    if (Number.isFinite(screens)) {
      // Text the browser has not laid out is far from the screen; asking for its box would lay it out.
      if (!element.checkVisibility({ contentVisibilityAuto: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.height === 0 || box.top > window.innerHeight * screens) continue;
    }
    for (const char of node.textContent ?? '') {
      const code = char.codePointAt(0)!;
      const block = blocks.find(([start]) => code >= start && code < start + 0x80);
      if (block) found.add(block[1]);
    }
  }
  return [...found].sort();
}

// A phone. No trace: Playwright's trace snapshots read the layout of the whole page, which lays out
// (and fetches the fonts of) the text this test expects the browser to leave alone.
test.use({ viewport: { width: 412, height: 915 }, trace: 'off' });

// The lists mix titles in ten scripts; a reader who sees only English and Hindi near the top should
// not download eight more fonts before the page answers (issue 21: exactly the scripts it shows).
test('a first page fetches the fonts of the scripts near the screen, not of the whole list', async ({ page }) => {
  for (const path of ['/en', '/en/videos']) {
    const fetched = new Set<string>();
    const onRequest = (request: { resourceType(): string; url(): string }) => {
      const script = /noto-sans-([a-z]+)-/.exec(request.url())?.[1];
      if (request.resourceType() === 'font' && script) fetched.add(script);
    };
    page.on('request', onRequest);
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
    await page.evaluate(() => document.fonts.ready);
    const fetchedFirst = [...fetched];
    // Chromium lays out what is within about one screen of the view: two screens is a safe bound.
    const near = await page.evaluate(scriptsNearTheTop, 2);
    const all = await page.evaluate(scriptsNearTheTop, Number.POSITIVE_INFINITY);
    // The test can fail only when the list shows further scripts below.
    expect(all.length, `${path} shows scripts further down than the first screens`).toBeGreaterThan(near.length);
    expect(
      fetchedFirst.filter((script) => !near.includes(script)),
      `fonts ${path} fetched for text far below`,
    ).toEqual([]);
    page.off('request', onRequest);
  }
});
