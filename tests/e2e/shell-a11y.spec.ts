import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newUser, openSignedIn } from './support/shellSession';

test.describe.configure({ timeout: 180_000 });

// The five footer pages share one component: /kyc stands for them.
const PUBLIC_PAGES = ['/', '/kyc', '/notfound'];
const ACCOUNT_PAGES = ['/account', '/profile', '/settings'];

async function seriousViolations(page: Page, path: string): Promise<string[]> {
  await page.goto(`/#${path}`);
  await expect(page.getByRole('main').or(page.getByRole('heading', { level: 1 })).first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

for (const theme of ['light', 'dark'] as const) {
  test(`accessibility: the shell's pages logged out, ${theme}: no serious or critical axe violation`, async ({ page }) => {
    await page.addInitScript((name) => localStorage.setItem('theme', name), theme);
    const found: string[] = [];
    for (const path of PUBLIC_PAGES) found.push(...(await seriousViolations(page, path)));
    expect(found).toEqual([]);
  });

  test(`accessibility: the shell's pages logged in, ${theme}: no serious or critical axe violation`, async ({ page }) => {
    await page.addInitScript((name) => localStorage.setItem('theme', name), theme);
    await openSignedIn(page, newUser(`axe${theme}`));
    const found: string[] = [];
    for (const path of ACCOUNT_PAGES) found.push(...(await seriousViolations(page, path)));
    expect(found).toEqual([]);
  });
}
