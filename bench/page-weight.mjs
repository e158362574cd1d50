// What a first visit downloads, per page and language: bytes on the wire (compressed) by kind.
//   node bench/page-weight.mjs [base URL, default http://localhost:3000]
import { kb, launchChromium, printTable } from './lib.mjs';

const base = process.argv[2] ?? 'http://localhost:3000';
const pages = ['/en', '/hi', '/ta/privacy', '/en/community'];
const browser = await launchChromium();
const rows = [];
for (const path of pages) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map();
  const totals = { script: 0, stylesheet: 0, font: 0, document: 0, other: 0 };
  let requests = 0;
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type.toLowerCase()));
  cdp.on('Network.loadingFinished', (e) => {
    requests++;
    const type = types.get(e.requestId) ?? 'other';
    totals[type in totals ? type : 'other'] += e.encodedDataLength;
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  rows.push({
    page: path,
    'JS (wire)': kb(totals.script),
    CSS: kb(totals.stylesheet),
    fonts: kb(totals.font),
    HTML: kb(totals.document),
    other: kb(totals.other),
    requests,
  });
  await context.close();
}
await browser.close();
printTable(`First-visit transfer, phone viewport, ${base}`, rows);
