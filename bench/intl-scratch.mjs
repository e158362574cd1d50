import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const order of [['nf','dtfDefault','dtfZone'],['dtfDefault','nf','dtfZone'],['dtfZone','dtfDefault','nf'], ['offset','dtfDefault','nf']]) {
  const page = await browser.newPage();
  await page.goto('data:text/html,<p>x</p>');
  const r = await page.evaluate((order) => {
    const f = { nf: () => new Intl.NumberFormat('en-IN',{style:'currency',currency:'INR'}).format(1234),
      dtfDefault: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
      dtfZone: () => new Intl.DateTimeFormat('en',{timeZone:'Asia/Kolkata',hour:'numeric'}).format(0),
      offset: () => new Date().getTimezoneOffset() };
    return order.map(k => { const t = performance.now(); f[k](); return `${k}=${(performance.now()-t).toFixed(1)}`; }).join(' ');
  }, order);
  console.log(r);
  await page.close();
}
await browser.close();
