import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage();
for (const rel of ['modulepreload', 'preload', 'prefetch']) {
  await page.goto('http://localhost:3000/en/privacy', { waitUntil: 'load' });
  await page.waitForTimeout(500);
  const r = await page.evaluate((rel) => {
    const hrefs = [...document.querySelectorAll('script[data-preload]')].flatMap(s => (s.getAttribute('data-preload')+' '+s.getAttribute('data-stages')).split(' ')).filter(Boolean);
    const t = performance.now();
    for (let i = 0; i < 10; i++) { const l = document.createElement('link'); l.rel = rel; if (rel==='preload') l.as='script'; l.crossOrigin=''; l.href = '/assets/x' + i + Math.random() + '.js'; document.head.appendChild(l); }
    const t2 = performance.now();
    return `${rel}: 10 links ${(t2-t).toFixed(1)} ms`;
  }, rel);
  console.log(r);
}
await browser.close();
