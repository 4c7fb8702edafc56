import { expect, test, type Page } from '@playwright/test';
import { strings } from '../../contract/strings';
import { a11yLabels } from '../../src/components/a11yLabels';
import { E2E_PORT } from './e2eEnv';
import { demoBettor, openSignedIn, operator } from './support/shellSession';
import { bestPrice, openInPlayCricketMatch } from './support/sportsPage';

const WIDTHS = [1440, 800, 390];

/**
 * Every price, button, link or field the theme toggle covers: boxes that overlap the toggle's where they are drawn
 * (not clipped away by their scrolling strip, not under the sticky header).
 */
async function coveredByToggle(page: Page): Promise<string[]> {
  return page.evaluate((label) => {
    const toggle = document.querySelector(`[aria-label="${label}"]`);
    const header = document.querySelector('header');
    if (!toggle || !header) return ['no toggle or no header'];
    const box = toggle.getBoundingClientRect();
    const headerBottom = header.getBoundingClientRect().bottom;
    return [...document.querySelectorAll('button, a[href], input, select, textarea, [role="button"], [role="tab"]')]
      .filter((element) => !toggle.contains(element) && !element.contains(toggle))
      .filter((element) => {
        const other = element.getBoundingClientRect();
        const overlapTop = Math.max(box.top, other.top);
        const overlapBottom = Math.min(box.bottom, other.bottom);
        const overlapLeft = Math.max(box.left, other.left);
        const overlapRight = Math.min(box.right, other.right);
        if (overlapRight <= overlapLeft || overlapBottom <= overlapTop) return false;
        const hiddenByHeader = !header.contains(element) && overlapBottom <= headerBottom;
        // A part scrolled out of its strip (clipped) is not there to cover.
        const drawnThere = document
          .elementsFromPoint((overlapLeft + overlapRight) / 2, (overlapTop + overlapBottom) / 2)
          .some((hit) => element.contains(hit));
        return drawnThere && !hiddenByHeader;
      })
      .map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName);
  }, a11yLabels.toggleTheme);
}

/** At the top of the page and scrolled to its end (prices and buttons pass under a floating control). */
async function expectNothingCoveredAt(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => coveredByToggle(page), { message: `${width} px, top` }).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => coveredByToggle(page), { message: `${width} px, end` }).toEqual([]);
}

/** Drags the toggle by its middle onto the middle of `target`'s box and lets go. */
async function dragToggleOnto(page: Page, target: { x: number; y: number; width: number; height: number }): Promise<void> {
  const toggle = await page.getByRole('button', { name: a11yLabels.toggleTheme }).boundingBox();
  if (!toggle) throw new Error('toggle not laid out');
  await page.mouse.move(toggle.x + toggle.width / 2, toggle.y + toggle.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 8 });
  await page.mouse.up();
}

test('SHELL-43 STATE-07 the theme toggle covers no price, button or field of home or a match page at 1440, 800 and 390 px, also after a drag onto a price', async ({
  page,
}) => {
  await openSignedIn(page, await demoBettor());
  await expect(page.locator('main a[href*="/fullmarket/"]').first()).toBeVisible();
  for (const width of WIDTHS) await expectNothingCoveredAt(page, width);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await openInPlayCricketMatch(page);
  for (const width of WIDTHS) await expectNothingCoveredAt(page, width);

  // Dropped on the Bookmaker's lay price, the toggle lands on free header space, and stays there after a reload.
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const layPrice = bestPrice(page.getByRole('region', { name: strings.bookmaker }).first(), 'lay');
    await layPrice.scrollIntoViewIfNeeded();
    const priceBox = await layPrice.boundingBox();
    if (!priceBox) throw new Error('Bookmaker lay price not laid out');
    await dragToggleOnto(page, priceBox);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('buttonPosition'))).not.toBeNull();
    await expectNothingCoveredAt(page, width);
  }
  await page.reload();
  await expect(page.getByRole('region', { name: strings.bookmaker }).first()).toBeVisible();
  for (const width of WIDTHS) await expectNothingCoveredAt(page, width);
});

test("SHELL-43 DOM-06 a visitor's theme toggle covers no button, link or field, and Login and Sign Up keep their one line, at 1440, 1026, 800 and 390 px", async ({
  page,
}) => {
  // A domain of this worker's own that offers Sign Up: the fullest header a visitor gets.
  const host = `127.0.0.${60 + test.info().parallelIndex}`;
  await operator('domain:upsert', '--host', host, '--title', 'Toggle Book', '--signup', 'true', '--dark', 'false');
  await page.goto(`http://${host}:${E2E_PORT}/#/`);
  await expect(page.getByRole('banner').getByRole('button', { name: strings.signUp })).toBeVisible();
  await expect(page.locator('main a[href*="/fullmarket/"]').first()).toBeVisible();
  for (const width of [1440, 1026, 800, 390]) {
    await expectNothingCoveredAt(page, width);
    // A control squeezed by the toggle's dock would wrap its label onto a second line.
    const tallControls = await page
      .getByRole('banner')
      .getByRole('button')
      .evaluateAll((buttons) => buttons.filter((button) => button.getBoundingClientRect().height > 48).map((button) => button.textContent));
    expect(tallControls, `${width} px`).toEqual([]);
  }
});
