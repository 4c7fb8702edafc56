import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { a11yLabels } from '../../src/components/a11yLabels';
import { demoBettor, openSignedIn } from './support/shellSession';

// The five footer pages share one component: /kyc stands for them.
const PUBLIC_PAGES = ['/', '/kyc', '/notfound'];
const SIGNED_IN_PAGES = ['/', '/account', '/profile', '/settings', '/multimarket'];

async function expectNoSeriousViolation(page: Page): Promise<void> {
  await expect(page.getByRole('main').or(page.getByRole('heading', { level: 1 })).first()).toBeVisible();
  // The WCAG A/AA rules (contrast, names, roles, keyboard): the best-practice extras would double the scan's time.
  // Legacy mode scans the page in one call instead of frame by frame: our pages have no frame of their own to scan.
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode(true).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}

/** Scans the page in the light theme, switches to dark with the theme toggle (no reload), scans again. */
async function expectBothThemesPass(page: Page): Promise<void> {
  await expectNoSeriousViolation(page);
  const toggle = page.getByRole('button', { name: a11yLabels.toggleTheme });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousViolation(page);
}

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
