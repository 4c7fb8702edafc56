import { test } from '@playwright/test';
import { expectBothThemesPass } from './support/axe';
import { demoBettor, openSignedIn } from './support/shellSession';

// Each page is scanned in a page of its own: the scans run side by side.
test.describe.configure({ mode: 'parallel' });

// The five footer pages share one component: /kyc stands for them.
const PUBLIC_PAGES = ['/', '/kyc', '/notfound'];
const SIGNED_IN_PAGES = ['/', '/account', '/profile', '/settings', '/multimarket'];

for (const path of PUBLIC_PAGES) {
  test(`accessibility: ${path} logged out, light and dark: no serious or critical axe violation`, async ({ page }) => {
    await page.goto(`/#${path}`);
    await expectBothThemesPass(page);
  });
}
for (const path of SIGNED_IN_PAGES) {
  test(`accessibility: ${path} logged in, light and dark: no serious or critical axe violation`, async ({ page }) => {
    await openSignedIn(page, await demoBettor(), path);
    await expectBothThemesPass(page);
  });
}
