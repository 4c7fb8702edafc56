import { test } from '@playwright/test';
import { expectBothThemesPass } from './support/axe';
import { demoBettor, openSignedIn } from './support/shellSession';

// Each page is scanned in a page of its own: the scans run side by side.
test.describe.configure({ mode: 'parallel' });

/**
 * The narrow layout's own screens (bottom navigation, the header without its login fields, the quick-links
 * account page); the pages whose content is the same at every width are scanned on the desktop (shell-a11y.spec.ts).
 */
test('accessibility, narrow screen: / logged out, light and dark: no serious or critical axe violation', async ({ page }) => {
  await page.goto('/#/');
  await expectBothThemesPass(page);
});

for (const path of ['/', '/account']) {
  test(`accessibility, narrow screen: ${path} logged in, light and dark: no serious or critical axe violation`, async ({ page }) => {
    await openSignedIn(page, await demoBettor(), path);
    await expectBothThemesPass(page);
  });
}
