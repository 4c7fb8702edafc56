import { expect, test } from '@playwright/test';
import { matchesResponse } from '../../contract/sports';
import { strings } from '../../contract/strings';
import { a11yLabels } from '../../src/components/a11yLabels';

test('SHELL-30 OPEN-008 "Search Events" finds the server\'s match by any case of part of its name and opens its page', async ({
  page,
  request,
}) => {
  // A listed soccer match as the server has it (HOME-09: not declared, not a winner market).
  const { data } = matchesResponse.parse(
    await (await request.get('/api/v2/get-matches-by-eventid/1', { headers: { d: 'localhost' } })).json(),
  );
  const match = data.find((each) => !each.declared && each.marketName.trim() !== '' && !/winner/i.test(each.marketName));
  if (!match) throw new Error('the e2e server lists no soccer match');
  const home = match.eventName.split(/ v /i)[0] ?? match.eventName;

  await page.goto('/#/');
  await page.getByRole('button', { name: a11yLabels.searchEvents }).click();
  const dialog = page.getByRole('dialog');
  const field = dialog.getByPlaceholder(strings.searchEvents);
  await expect(field).toBeVisible();
  // An empty query shows nothing.
  await expect(dialog.getByRole('link')).toHaveCount(0);

  await field.fill(home.toUpperCase());
  const hits = dialog.getByRole('link');
  await expect(hits.filter({ hasText: match.eventName })).toHaveCount(1);
  for (const name of await hits.allTextContents()) expect(name.toLowerCase()).toContain(home.toLowerCase());
  const hit = hits.filter({ hasText: match.eventName });
  await expect(hit).toHaveAttribute('href', new RegExp(`^#/fullmarket/${match.eventId}/${match.competitionId}/${match.matchId}\\?`));

  await hit.click();
  await expect(page).toHaveURL(new RegExp(`#/fullmarket/${match.eventId}/${match.competitionId}/${match.matchId}\\?`));
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: match.eventName }).first()).toBeVisible();
});
