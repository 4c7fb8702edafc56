import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (let round = 0; round < Number(process.argv[3] ?? 2); round++) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  const t0 = Date.now();
  const at = {};
  const watch = (name, locator) => locator.waitFor({ timeout: 60000 }).then(() => (at[name] = Date.now() - t0), () => (at[name] = 'never'));
  await page.goto(process.argv[2]);
  at.goto = Date.now() - t0;
  await Promise.all([
    watch('logo', page.getByRole('banner').getByRole('img')),
    watch('h1', page.getByRole('heading', { level: 1 })),
    watch('login', page.getByRole('button', { name: 'Login', exact: true })),
    watch('sidebar', page.getByRole('navigation', { name: 'sports' }).or(page.locator('nav[aria-label]').nth(1))),
    watch('toggle', page.getByRole('button', { name: 'toggle light or dark theme' })),
  ]);
  console.log(JSON.stringify(at));
  await page.close();
}
await browser.close();
