import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demoBettor, openSignedIn } from './support/shellSession';

// The five footer pages share one component: /kyc stands for them.
const PUBLIC_PAGES = ['/', '/kyc', '/notfound'];
const ACCOUNT_PAGES = ['/account', '/profile', '/settings'];

async function expectNoSeriousViolation(page: Page): Promise<void> {
  await expect(page.getByRole('main').or(page.getByRole('heading', { level: 1 })).first()).toBeVisible();
  // The WCAG A/AA rules (contrast, names, roles, keyboard): the best-practice extras would double the scan's time.
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}

// One page per test, so each scan stays short on a busy machine.
for (const theme of ['light', 'dark'] as const) {
  for (const path of PUBLIC_PAGES) {
    test(`accessibility: ${path} logged out, ${theme}: no serious or critical axe violation`, async ({ page }) => {
      await page.addInitScript((name) => localStorage.setItem('theme', name), theme);
      await page.goto(`/#${path}`);
      await expectNoSeriousViolation(page);
    });
  }
  for (const path of ACCOUNT_PAGES) {
    test(`accessibility: ${path} logged in, ${theme}: no serious or critical axe violation`, async ({ page }) => {
      await page.addInitScript((name) => localStorage.setItem('theme', name), theme);
      await openSignedIn(page, await demoBettor(), path);
      await expectNoSeriousViolation(page);
    });
  }
}
