import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { strings } from '../../../../contract/strings';
import { renderApp } from '../../support/renderApp';
import { server } from '../../support/server';
import { seedLoggedInSession } from '../../support/session';
import { loggedInHandlers } from '../../support/handlers/account';
import { bookmakerHandler, matchPageHandlers } from '../../support/handlers/sports';
import { bookmakerFixture, fancyLine, matchFixture, oddsMarketFixture } from '../../support/sportsFixtures';

const match = matchFixture({ matchId: 'm-1', matchOdds: [{ inplay: true }] });
const path = `/fullmarket/4/ipl/m-1?gameTime=${encodeURIComponent(match.openDate)}&eventName=Mumbai%20v%20Chennai&inplay=true`;

const fancyLines = [
  fancyLine(),
  fancyLine({ SelectionId: 302, RunnerName: '10 over run MI', GameStatus: 'Ball Running' }),
  fancyLine({ SelectionId: 303, RunnerName: '6.2 over run MI' }),
  fancyLine({ SelectionId: 304, RunnerName: 'Total No Boundaries MI' }),
  fancyLine({ SelectionId: 305, RunnerName: 'Fall of 1st wkt MI', gtype: 'wickets' }),
];

// Each case renders the whole app; a cold first render takes seconds on a loaded machine.
const FIRST_RENDER = { timeout: 12_000 };
describe('match page', () => {
  it('MKT-02 MKT-03 MKT-04 MKT-05 MKT-06 MKT-07 MKT-11 MKT-27 tabs, pills, sections, timing banner, game status, three levels and matched in millions', async () => {
    server.use(...matchPageHandlers({ match, odds: [[oddsMarketFixture()]], bookmaker: [bookmakerFixture()], fancy: fancyLines }));
    await renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Mumbai v Chennai' }, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([strings.gameDetails, strings.liveScore, strings.liveMatch]);
    expect(screen.getAllByRole('radio').map((pill) => pill.textContent)).toEqual([strings.all, strings.bookmaker, strings.odds]);
    const odds = await screen.findByRole('region', { name: strings.matchOdds });
    // The rows show "-" until the first odds answer is in (later on a loaded machine).
    await waitFor(() => expect(within(odds).getByRole('button', { name: 'back Mumbai' })).toHaveTextContent('1.85'));
    expect(within(odds).getByRole('button', { name: 'back Mumbai level 3' })).toHaveTextContent('1.83');
    expect(within(odds).getByRole('button', { name: 'lay Chennai level 2' })).toHaveTextContent('2.17');
    expect(within(odds).getByTestId('matched')).toHaveTextContent('1.23M');
    expect(screen.getByTestId('timing-banner')).toHaveTextContent(strings.inPlay);
    expect(screen.getByTestId('game-status')).toHaveTextContent(strings.gameStarted);
    expect(await screen.findByRole('region', { name: strings.bookmaker })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: strings.fancyBet })).toBeInTheDocument();
  });

  it('MKT-08 MKT-09 MKT-10 MKT-12 MKT-13 MKT-14 MKT-15 MKT-27 status overlays, No / Yes columns, category tabs and hidden fancy lines', async () => {
    server.use(
      ...matchPageHandlers({ match, odds: [[oddsMarketFixture('SUSPENDED')]], bookmaker: [bookmakerFixture(22)], fancy: fancyLines }),
    );
    const { user } = await renderApp(path);
    const odds = await screen.findByRole('region', { name: strings.matchOdds }, FIRST_RENDER);
    expect(await within(odds).findByRole('status')).toHaveTextContent('SUSPENDED');
    expect(within(odds).getByRole('button', { name: 'back Mumbai' })).toBeDisabled();
    const bookmaker = await screen.findByRole('region', { name: strings.bookmaker });
    expect(await within(bookmaker).findByRole('status')).toHaveTextContent(strings.suspended);
    expect(within(bookmaker).getByRole('button', { name: 'back Chennai' })).toBeDisabled();
    expect(within(bookmaker).getByRole('button', { name: 'back Mumbai' })).toBeEnabled();
    const fancy = await screen.findByRole('region', { name: strings.fancyBet });
    expect(within(fancy).getByRole('tab', { name: strings.run })).toHaveAttribute('aria-selected', 'true');
    expect(within(fancy).getByText(strings.no)).toBeInTheDocument();
    expect(within(fancy).getByRole('button', { name: 'lay 6 over run MI' })).toHaveTextContent('50');
    expect(within(fancy).getByRole('button', { name: 'back 6 over run MI' })).toHaveTextContent('52');
    expect(within(fancy).getByRole('status')).toHaveTextContent('Ball Running');
    expect(within(fancy).queryByText('6.2 over run MI')).not.toBeInTheDocument();
    expect(within(fancy).queryByText('Total No Boundaries MI')).not.toBeInTheDocument();
    await user.click(within(fancy).getByRole('tab', { name: 'Wickets' }));
    expect(within(fancy).getByText('Fall of 1st wkt MI')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: strings.odds }));
    expect(screen.queryByRole('region', { name: strings.bookmaker })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: strings.fancyBet })).not.toBeInTheDocument();
  });

  it('MKT-01 SHELL-12 /fullmarket/:id1/:id2/:id3 renders the match page; it reads sport, league and match from the path and the name, start time and in-play flag from the query', async () => {
    const later = matchFixture({ matchId: 'm-2', openDate: '2026-12-01T10:00:00.000Z' });
    const calls: string[] = [];
    server.use(...matchPageHandlers({ match: later, odds: [[oddsMarketFixture()]] }));
    server.use(bookmakerHandler([bookmakerFixture()], calls));
    const gameTime = '2026-12-24T18:30:00.000Z';
    await renderApp(`/fullmarket/4/ipl/m-2?gameTime=${encodeURIComponent(gameTime)}&eventName=MI%20v%20CSK&inplay=false`);
    expect(await screen.findByRole('heading', { name: 'MI v CSK' }, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByTestId('timing-banner')).toHaveTextContent(dayjs(gameTime).format('ddd D MMM, HH:mm'));
    expect(await screen.findByRole('region', { name: strings.bookmaker })).toBeInTheDocument();
    expect(calls[0]).toBe('4/ipl/m-2');
  });

  it('MKT-24 MSG-16 POLL-18 anonymous visitors get the login message instead of the live score and TV frames', async () => {
    server.use(...matchPageHandlers({ match, odds: [[oddsMarketFixture()]] }));
    const { user } = await renderApp(path);
    await user.click(await screen.findByRole('tab', { name: strings.liveScore }, FIRST_RENDER));
    expect(screen.getByText(strings.loginToViewLiveFeed)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: strings.liveMatch }));
    expect(screen.getByText(strings.loginToViewLiveFeed)).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('MKT-25 MKT-26 POLL-18 logged in, Live Score frames /embed/score and Live Match /embed/tv for the match and sport', async () => {
    seedLoggedInSession();
    server.use(...loggedInHandlers(), ...matchPageHandlers({ match, odds: [[oddsMarketFixture()]] }));
    const { user } = await renderApp(path);
    await user.click(await screen.findByRole('tab', { name: strings.liveScore }, FIRST_RENDER));
    const score = await screen.findByTitle(strings.liveScore);
    expect(score.getAttribute('src')).toBe('/embed/score?event_id=m-1&sport_id=4');
    expect(score).toHaveStyle({ height: '500px' });
    await user.click(screen.getByRole('tab', { name: strings.liveMatch }));
    expect((await screen.findByTitle(strings.liveMatch)).getAttribute('src')).toBe('/embed/tv?event_id=m-1&sport_id=4');
  });

  it('MKT-05 MKT-06 OPEN-046 in play follows the odds feed, not the link: a page opened before the start shows In Play and Game Started once the feed says so', async () => {
    seedLoggedInSession();
    const before = { ...oddsMarketFixture(), inplay: false };
    const started = { ...oddsMarketFixture(), inplay: true };
    server.use(...loggedInHandlers(), ...matchPageHandlers({ match, odds: [[before], [started]] }));
    const gameTime = '2026-12-24T18:30:00.000Z';
    await renderApp(`/fullmarket/4/ipl/m-1?gameTime=${encodeURIComponent(gameTime)}&eventName=MI%20v%20CSK&inplay=false`);
    expect(await screen.findByTestId('timing-banner', {}, FIRST_RENDER)).toHaveTextContent(dayjs(gameTime).format('ddd D MMM, HH:mm'));
    await waitFor(() => expect(screen.getByTestId('game-status')).toHaveTextContent('OPEN'));
    // The odds poll comes round every 2 s; its next answer has the match in play.
    await waitFor(() => expect(screen.getByTestId('timing-banner')).toHaveTextContent(strings.inPlay), FIRST_RENDER);
    expect(screen.getByTestId('game-status')).toHaveTextContent(strings.gameStarted);
  });

  it('BET-14 with advanceBetLock, a match the link calls not in play but the feed has in play takes the ordinary odds limits', async () => {
    seedLoggedInSession();
    const started = { ...oddsMarketFixture(), inplay: true };
    server.use(
      ...loggedInHandlers(),
      ...matchPageHandlers({ match, odds: [[started]], limits: { advanceBetLock: true, oddsMin: 100, oddsMax: 100000 } }),
    );
    const { user } = await renderApp(
      `/fullmarket/4/ipl/m-1?gameTime=${encodeURIComponent(match.openDate)}&eventName=MI%20v%20CSK&inplay=false`,
    );
    const odds = await screen.findByRole('region', { name: strings.matchOdds }, FIRST_RENDER);
    const back = await within(odds).findByRole('button', { name: 'back Mumbai' });
    await waitFor(() => expect(back).toBeEnabled(), FIRST_RENDER);
    await user.click(back);
    const slip = await screen.findByRole('region', { name: 'bet slip' });
    await waitFor(() => expect(slip).toHaveTextContent(strings.minMax(100, 100000)));
  });

  it('SHELL-16 OPEN-070 BET-14 a race the feed has off (in play) takes the ordinary limits on /HorseMarket under advanceBetLock', async () => {
    seedLoggedInSession();
    const race = { ...oddsMarketFixture(), marketId: 'g-1', marketName: 'Win', inplay: true };
    server.use(
      ...loggedInHandlers(),
      ...matchPageHandlers({ match, odds: [[race]], limits: { advanceBetLock: true, oddsMin: 100, oddsMax: 100000 } }),
    );
    const { user } = await renderApp('/HorseMarket?gmid=g-1&sportsName=horse&raceName=Ascot%2013%3A30&sportId=10');
    const back = await screen.findByRole('button', { name: 'back Mumbai' }, FIRST_RENDER);
    await waitFor(() => expect(back).toBeEnabled(), FIRST_RENDER);
    await user.click(back);
    const slip = await screen.findByRole('region', { name: 'bet slip' });
    await waitFor(() => expect(slip).toHaveTextContent(strings.minMax(100, 100000)));
  });
});
