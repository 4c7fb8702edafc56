import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { strings } from '../../../../contract/strings';
import { eventsHandler, horseRacesHandler, matchesBySportHandler } from '../../support/handlers/sports';
import { renderApp } from '../../support/renderApp';
import { server } from '../../support/server';
import { matchFixture, runnersOf, tomorrowAt } from '../../support/sportsFixtures';
import { NARROW, setViewportWidth } from '../../support/viewport';

const live = matchFixture({
  matchId: 'c-live',
  eventName: 'Mumbai v Chennai',
  matchOdds: [{ inplay: true, runners: runnersOf(['Mumbai', 1.85, 1.87], ['Chennai', 2.14, 2.18]) }],
});
const tomorrowSoccer = matchFixture({
  eventId: 1,
  matchId: 's-1',
  competitionId: 'epl',
  eventName: 'Arsenal v Chelsea',
  openDate: tomorrowAt(),
});
/** Tomorrow at 13:30 local time: a race that has not started. */
const ascotOff = dayjs().startOf('day').add(1, 'day').add(13, 'hour').add(30, 'minute').toISOString();
const racing = [
  {
    cname: 'GB',
    children: [{ ename: 'Ascot', races: [{ stime: ascotOff, gmid: 'r-1', gOdds: { status: 'OPEN' }, childs: [] }] }],
  },
];

async function search(text: string) {
  server.use(eventsHandler(), matchesBySportHandler({ 4: [live], 1: [tomorrowSoccer] }), horseRacesHandler(racing));
  const { user } = await renderApp('/');
  // The first render of the whole app, then a role query over it: seconds each on a loaded machine (CI shares two cores).
  await user.click(await screen.findByRole('button', { name: strings.search }, { timeout: 25_000 }));
  await user.type(await screen.findByPlaceholderText(strings.searchEvents), text);
  return screen.getByRole('dialog');
}

describe('search (SHELL-30, OPEN-008)', () => {
  it('says when nothing matches', async () => {
    setViewportWidth(NARROW);
    const dialog = await search('zzz nothing');
    expect(await within(dialog).findByText('No events match your search.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  });

  it('a hit shows its sport and an in-play marker; a later one its start without seconds', async () => {
    const dialog = await search('v');
    const inPlay = await within(dialog).findByRole('link', { name: /Mumbai v Chennai/ });
    expect(inPlay).toHaveTextContent('Cricket · In Play');
    const later = within(dialog).getByRole('link', { name: /Arsenal v Chelsea/ });
    expect(later.textContent).toMatch(/Soccer · \d{1,2} [A-Z][a-z]{2} 12:00$/);
    expect(within(dialog).queryByText('No events match your search.')).not.toBeInTheDocument();
  });

  it('finds horse races by course, opening the race page', async () => {
    const dialog = await search('ascot');
    const race = await within(dialog).findByRole('link', { name: /Ascot/ });
    expect(race.textContent).toMatch(/^AscotHorse Racing · \d{1,2} [A-Z][a-z]{2} 13:30$/);
    expect(race).toHaveAttribute(
      'href',
      expect.stringContaining('/HorseMarket?gmid=r-1&sportsName=horse&raceName=Ascot%2013%3A30&sportId=10'),
    );
  });
});
