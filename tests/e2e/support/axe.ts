import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { a11yLabels } from '../../../src/components/a11yLabels';

async function expectNoSeriousViolation(page: Page): Promise<void> {
  await expect(
    page
      .getByRole('main')
      .or(page.getByRole('heading', { level: 1 }))
      .first(),
  ).toBeVisible();
  // The WCAG A/AA rules (contrast, names, roles, keyboard): the best-practice extras would double the scan's time.
  // Legacy mode scans the page in one call instead of frame by frame: our pages have no frame of their own to scan.
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}

/** Scans the page in the light theme, switches to dark with the theme toggle (no reload), scans again. */
export async function expectBothThemesPass(page: Page): Promise<void> {
  await expectNoSeriousViolation(page);
  const toggle = page.getByRole('button', { name: a11yLabels.toggleTheme });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousViolation(page);
}
