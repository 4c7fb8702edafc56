import { expect, test } from '@playwright/test';
import { PAGE_SLUGS } from '../../contract/pageSlugs';
import { strings } from '../../contract/strings';
import { a11yLabels } from '../../src/components/a11yLabels';
import { operator } from './support/shellSession';

test('SHELL-44 CONST-23 CONST-24 CONST-25 CONST-26 CONST-27 CONST-28 CONST-29 the rules modal holds every group and constant; OK closes it', async ({
  page,
}) => {
  // From a footer page: home's live lists fill in after the first paint and push the footer down, and a click
  // aimed just before such a shift lands beside the button.
  await page.goto('/#/kyc');
  await expect(page.getByText(/Exchange follows Know Your Customer rules/)).toBeVisible();
  await page.getByRole('contentinfo').getByRole('button', { name: strings.rules }).click();
  const dialog = page.getByRole('dialog', { name: strings.rules });
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText([
    'Cricket settlement',
    'Bookmaker',
    'Fancy',
    'Session',
    'Test',
    'Limited-over',
  ]);
  for (const text of [
    /25 overs.*one-day|one-day.*25/,
    /10 overs.*T20|T20.*10/,
    /within 7 days/,
    /60 minutes before/,
    /25, 50 and 80 overs/,
    /minimum of 70 overs/,
    /300 overs/,
    /after 30 minutes before the original start/,
  ]) {
    await expect(dialog.getByText(text).first()).toBeVisible();
  }
  await dialog.getByRole('button', { name: strings.ok }).click();
  await expect(dialog).toHaveCount(0);
});

test('SHELL-45 OPEN-012 the five footer links in order open their pages; the operator sets a page text with page:set', async ({ page }) => {
  await page.goto('/#/');
  const footer = page.getByRole('contentinfo', { name: a11yLabels.footer });
  const titles = PAGE_SLUGS.map((slug) => strings.pageTitles[slug]);
  await expect(footer.getByRole('link')).toHaveText(titles);
  await footer.getByRole('link', { name: strings.pageTitles.kyc }).click();
  await expect(page).toHaveURL(/#\/kyc$/);
  await expect(page.getByRole('heading', { level: 1, name: strings.pageTitles.kyc })).toBeVisible();
  await expect(page.getByText(/Exchange follows Know Your Customer rules/)).toBeVisible();

  await operator(
    'page:set',
    '--host',
    'localhost',
    '--page',
    'responsible-gambling',
    '--text',
    'Call our helpline any time.\n\nTake breaks.',
  );
  await page.goto('/#/responsible-gambling');
  await expect(page.getByRole('article').getByText('Call our helpline any time.')).toBeVisible();
  await expect(page.getByRole('article').getByText('Take breaks.')).toBeVisible();
});

test('SHELL-43 STATE-06 STATE-07 the theme toggle switches and remembers the theme, and keeps its dragged position', async ({ page }) => {
  await page.goto('/#/');
  const toggle = page.getByRole('button', { name: a11yLabels.toggleTheme });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  const box = await toggle.boundingBox();
  if (!box) throw new Error('toggle not laid out');
  await page.mouse.move(box.x + 20, box.y + 20);
  await page.mouse.down();
  await page.mouse.move(box.x - 80, box.y - 120, { steps: 8 });
  await page.mouse.up();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('buttonPosition') ?? 'null') as { x: number; y: number } | null);
  expect(stored).not.toBeNull();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  const moved = await page.getByRole('button', { name: a11yLabels.toggleTheme }).boundingBox();
  expect(Math.round(moved?.x ?? -1)).toBe(Math.round(stored?.x ?? -2));
  expect(Math.round(moved?.y ?? -1)).toBe(Math.round(stored?.y ?? -2));
  await expect(page.getByRole('button', { name: a11yLabels.toggleTheme })).toHaveAttribute('aria-pressed', 'true');
});
