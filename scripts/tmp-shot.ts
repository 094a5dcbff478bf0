import { chromium } from 'playwright-core';
const [, , ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [390, 1366]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 768 }, deviceScaleFactor: 1 });
  for (const path of paths) {
    await page.goto(`http://localhost:4501${path}`, { waitUntil: 'networkidle' });
    const accept = page.getByRole('button', { name: 'Accept all' });
    if (await accept.isVisible()) await accept.click();
    const name = path.split('/').filter(Boolean).slice(-1)[0];
    const target = page.locator(path.includes('/shops/') ? 'main' : 'section:has(#offers)');
    await target.screenshot({ path: `.tmp/shot-${name}-${width}.png` });
  }
  await page.close();
}
await browser.close();
