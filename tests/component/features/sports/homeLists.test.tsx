import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { strings } from '../../../../contract/strings';
import { renderApp } from '../../support/renderApp';
import { server } from '../../support/server';
import { eventsHandler, horseRacesHandler, matchesBySportHandler } from '../../support/handlers/sports';
import { matchFixture, runnersOf, tomorrowAt } from '../../support/sportsFixtures';

const inPlayCricket = matchFixture({
  matchId: 'c-live',
  eventName: 'Mumbai v Chennai',
  matchOdds: [{ inplay: true, runners: runnersOf(['Mumbai', 1.85, 1.87], ['Chennai', 2.14, 2.18]) }],
});
const todayCricket = matchFixture({ matchId: 'c-today', eventName: 'Delhi v Punjab', tv: false, fancy: false });
const tomorrowSoccer = matchFixture({
  eventId: 1,
  matchId: 's-tomorrow',
  competitionId: 'epl',
  eventName: 'Arsenal v Chelsea',
  openDate: tomorrowAt(),
  matchOdds: [{ inplay: false, runners: runnersOf(['Arsenal', 2.5, 2.52], ['Chelsea', 3.1, 3.15], ['The Draw', 3.4, 3.45]) }],
});
const tournamentWinner = matchFixture({ matchId: 'c-winner', eventName: 'IPL Winner 2026', marketName: 'Tournament Winner' });
const declared = matchFixture({ matchId: 'c-declared', eventName: 'Declared v Match', declared: true });

function serveCatalogue() {
  server.use(eventsHandler(), matchesBySportHandler({ 4: [inPlayCricket, todayCricket, tournamentWinner, declared], 1: [tomorrowSoccer] }));
}

const list = (name: string) => screen.findByRole('tab', { name: new RegExp(`^${name}`) }, { timeout: 12_000 });

// Each case renders the whole app; a cold first render takes seconds on a loaded machine.
const FIRST_RENDER = { timeout: 12_000 };
const LATER_ROWS = { timeout: 20_000 };
describe('home lists', () => {
  it('HOME-01 HOME-12 the tab strip: Vimaan, one tab per game with its icon, then Tips & Previews', async () => {
    serveCatalogue();
    await renderApp('/');
    const strip = await screen.findByRole('tablist', { name: 'sports' }, FIRST_RENDER);
    const tabs = within(strip).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Vimaan',
      'Cricket',
      'Tennis',
      'Soccer',
      'Horse Racing',
      'Casino',
      'Tips & Previews',
    ]);
    expect(tabs.every((tab) => tab.querySelector('svg') !== null)).toBe(true);
    expect(within(strip).getByRole('tab', { name: 'Cricket' }).querySelector('[data-variant="inactive"]')).not.toBeNull();
  });

  it('HOME-06 HOME-07 HOME-18 OPEN-034 OPEN-041 SHELL-13 In Play lists the in-play match with its level-1 prices, flags and its match-page link', async () => {
    serveCatalogue();
    await renderApp('/');
    expect((await list(strings.inPlay)).getAttribute('aria-selected')).toBe('true');
    const link = await screen.findByRole('link', { name: 'Mumbai v Chennai' });
    expect(link.getAttribute('href')).toBe(
      `#/fullmarket/4/ipl/c-live?gameTime=${encodeURIComponent(inPlayCricket.openDate)}&eventName=Mumbai+v+Chennai&inplay=true`,
    );
    expect(screen.getByRole('button', { name: 'back Mumbai' })).toHaveTextContent('1.85');
    expect(screen.getByRole('button', { name: 'lay Chennai' })).toHaveTextContent('2.18');
    expect(screen.getByLabelText('live tv')).toBeInTheDocument();
    expect(screen.getByLabelText('bookmaker')).toHaveTextContent(strings.bmFlag);
    expect(screen.queryByRole('link', { name: 'Delhi v Punjab' })).not.toBeInTheDocument();
  });

  it('HOME-06 HOME-07 the In Play list shows every in-play match, past what fits on the first screen', async () => {
    const names = ['A v B', 'C v D', 'E v F', 'G v H', 'I v J', 'K v L', 'M v N'];
    const inPlay = names.map((eventName, index) =>
      matchFixture({
        matchId: `live-${index}`,
        eventName,
        matchOdds: [{ inplay: true, runners: runnersOf(['A', 1.5, 1.52], ['B', 2.5, 2.52]) }],
      }),
    );
    server.use(eventsHandler(), matchesBySportHandler({ 4: inPlay }));
    await renderApp('/');
    // The rows past the first screen come in a deferred render: waited for by text (a role query over the whole
    // page on every retry costs seconds on a loaded machine), then each checked once as a link.
    await screen.findByText('M v N', undefined, LATER_ROWS);
    expect(names.filter((name) => screen.queryByRole('link', { name }) !== null)).toEqual(names);
  });

  it('HOME-06 HOME-08 HOME-09 OPEN-032 Today and Tommorow tabs, one collapsible block per sport; winner and declared entries are left out', async () => {
    serveCatalogue();
    const { user } = await renderApp('/');
    await user.click(await list(strings.today));
    expect(await screen.findByRole('link', { name: 'Delhi v Punjab' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mumbai v Chennai' })).not.toBeInTheDocument();
    expect(screen.queryByText('IPL Winner 2026')).not.toBeInTheDocument();
    expect(screen.queryByText('Declared v Match')).not.toBeInTheDocument();
    await user.click(await list(strings.tomorrow));
    const block = await screen.findByRole('button', { name: /Soccer/ });
    expect(block).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'back The Draw' })).toHaveTextContent('3.4');
    await user.click(block);
    expect(block).toHaveAttribute('aria-expanded', 'false');
  });

  it('HOME-05 a sport tab shows only that sport; OPEN-038 Vimaan is coming soon', async () => {
    serveCatalogue();
    const { user } = await renderApp('/');
    await user.click(await screen.findByRole('tab', { name: 'Soccer' }));
    await user.click(await list(strings.tomorrow));
    expect(await screen.findByRole('link', { name: 'Arsenal v Chelsea' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: `${strings.inPlay} (0)` }));
    expect(screen.queryByRole('link', { name: 'Mumbai v Chennai' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Vimaan' }));
    expect(await screen.findByText(strings.comingSoon)).toBeInTheDocument();
  });

  it('HOME-02 SHELL-30 the search button opens the search dialog, which finds matches by name', async () => {
    serveCatalogue();
    server.use(horseRacesHandler([]));
    const { user } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: strings.search }));
    const input = await screen.findByPlaceholderText(strings.searchEvents);
    await user.type(input, 'arsenal');
    expect(await screen.findByRole('link', { name: /Arsenal v Chelsea/ })).toBeInTheDocument();
  });
});
