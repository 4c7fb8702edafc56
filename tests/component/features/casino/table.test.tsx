import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { strings } from '../../../../contract/strings';
import { game, live, result, runner, TEEN20, TEEN20_RUNNERS } from '../../support/casinoFixtures';
import { casinoGamesHandler, roundResultHandler } from '../../support/handlers/casino';
import { renderApp } from '../../support/renderApp';
import { server } from '../../support/server';
import { openTable } from './tableSupport';

const board = () => screen.getByTestId('betting-board');
const tile = (name: RegExp) => within(board()).getByRole('button', { name });

describe('casino tables', () => {
  it('CAS-LNCH-07 CAS-OTH-01 MSG-17 an unknown casino type is "launched soon"', async () => {
    server.use(casinoGamesHandler([]));
    await renderApp('/play-casino-new/5/baccarat');
    expect(await screen.findByText(strings.casinoLaunchedSoon)).toBeInTheDocument();
  });

  it('CAS-ALL-01 CAS-ALL-09 the video frame, the round id and a dial scaled to 25 s', async () => {
    await openTable(TEEN20, live(TEEN20_RUNNERS, { mid: 'R-7', autotime: 20 }));
    expect(await screen.findByTestId('round-id')).toHaveTextContent('R-7');
    expect(screen.getByTitle(strings.casinoVideo)).toHaveAttribute('src', '/embed/casino-video?id=teen20&feed=parent');
    const fraction = Number(screen.getByRole('timer').getAttribute('data-fraction'));
    expect(fraction).toBeGreaterThan(0.7);
    expect(fraction).toBeLessThanOrEqual(0.8);
  });

  it('CAS-ALL-24 CAS-ALL-19 CAS-ALL-20 CAS-T20-04 CAS-ALL-02 BET-02 tap odds, the slip opens, Confirm sends the casino payload and closes it', async () => {
    const { user, bets } = await openTable(TEEN20, live(TEEN20_RUNNERS, { mid: 'R-9' }));
    await user.click(tile(/^Player A/));
    await user.type(screen.getByLabelText(strings.stake), '200');
    await user.click(screen.getByRole('button', { name: strings.confirm }));
    await waitFor(() => expect(bets).toHaveLength(1));
    expect(screen.queryByLabelText(strings.stake)).not.toBeInTheDocument();
    expect(bets[0]).toMatchObject({
      eventId: 56767,
      legueId: 'casino',
      matchId: 'teen20-56767',
      marketId: 'teen20-56767-winner',
      roundId: 'R-9',
      sportsName: 'Casino',
      markettype: 'Casino',
      selection: 'Player A',
      selectionId: 1,
      type: 'back',
      oddsReq: 1.98,
      runners: ['Player A', 'Player B'],
      stake: 200,
      favourMargin: 196,
      againstMargin: 200,
    });
  });

  it('CAS-ALL-17 MSG-07 MSG-08 BET-02 stakes under 100 or over 5000 show their message, close the slip and send nothing', async () => {
    const { user, bets } = await openTable(TEEN20, live(TEEN20_RUNNERS));
    for (const [stake, message] of [
      ['99', strings.minimumStakeExceeded],
      ['5001', strings.maximumStakeExceeded],
    ] as const) {
      await user.click(tile(/^Player B/));
      await user.type(screen.getByLabelText(strings.stake), stake);
      await user.click(screen.getByRole('button', { name: strings.confirm }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.queryByLabelText(strings.stake)).not.toBeInTheDocument();
    }
    await user.click(tile(/^Player B/));
    await user.type(screen.getByLabelText(strings.stake), '5000');
    await user.click(screen.getByRole('button', { name: strings.confirm }));
    await waitFor(() => expect(bets.map((bet) => bet.stake)).toEqual([5000]));
  });

  it('CAS-ALL-06 CAS-ALL-14 gstatus 0 shows SUSPENDED and closes the open slip', async () => {
    const { user, state } = await openTable(TEEN20, live(TEEN20_RUNNERS));
    await user.click(tile(/^Player A/));
    expect(screen.getByLabelText(strings.stake)).toBeInTheDocument();
    state.live = live(TEEN20_RUNNERS.map((r) => ({ ...r, gstatus: 0 })));
    // One SUSPENDED over the whole board, not one more on every tile under it.
    await waitFor(() => expect(within(board()).getAllByText(strings.suspended)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByLabelText(strings.stake)).not.toBeInTheDocument());
  });

  it('CAS-ALL-15 API-29 a failed data poll disables the table', async () => {
    const { state } = await openTable(TEEN20, live(TEEN20_RUNNERS));
    await waitFor(() => expect(within(board()).queryByText(strings.suspended)).not.toBeInTheDocument());
    state.live = null;
    expect(await within(board()).findByText(strings.suspended)).toBeInTheDocument();
  });

  it('CAS-T20-03 20-20 Teenpatti closes under 6 s', async () => {
    await openTable(TEEN20, live(TEEN20_RUNNERS, { autotime: 5 }));
    expect(await within(board()).findByText(strings.suspended)).toBeInTheDocument();
  });

  it('CAS-ALL-21 CAS-ALL-22 CAS-ALL-23 CAS-3CT-01 CAS-3CT-02 CAS-ALL-02 chip table: no chip does nothing; a chip bets at once, then resets', async () => {
    const teen = game('Teen', '3 CARD TEENPATTI', 56768);
    const { user, bets } = await openTable(teen, live([runner(1, 'Player A'), runner(3, 'Player B')]));
    await user.click(tile(/^Player A/));
    expect(screen.queryByLabelText(strings.stake)).not.toBeInTheDocument();
    const chips = screen.getByRole('group', { name: strings.chips });
    await user.click(within(chips).getByRole('button', { name: '500' }));
    await user.click(within(chips).getByRole('button', { name: '500' }));
    expect(within(chips).getByRole('button', { name: '500' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(chips).getByRole('button', { name: '500' }));
    await user.click(tile(/^Player B/));
    await waitFor(() => expect(bets.map((bet) => [bet.selection, bet.stake])).toEqual([['Player B', 500]]));
    await waitFor(() => expect(within(chips).getByRole('button', { name: '500' })).toHaveAttribute('aria-pressed', 'false'));
  });

  it('CAS-ALL-04 CAS-ALL-05 CAS-ALL-29 CAS-T20-05 a result chip opens the round: game name, Round Id, cards, Winner, seed', async () => {
    const requests: unknown[] = [];
    server.use(roundResultHandler({ mid: 'R-1', cards: 'ASS,KHH,QDD,2CC,3CC,4HH', win: '1' }, requests));
    const { user } = await openTable(TEEN20, live(TEEN20_RUNNERS), {
      results: [result('R-1', '1', { seed: 'seed-1' }), result('R-0', '2')],
    });
    expect((await screen.findAllByTestId('result-chip')).map((chip) => chip.textContent)).toEqual(['A', 'B']);
    await user.click(screen.getAllByTestId('result-chip')[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: '20 20 TEENPATTI' });
    expect(within(dialog).getByText(`${strings.roundId}:`, { exact: false })).toHaveTextContent('R-1');
    expect(within(dialog).getByText(`${strings.winner}:`, { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(dialog.querySelectorAll('[data-card="ASS"]')).toHaveLength(1));
    expect(requests).toEqual([{ roundId: 'R-1' }]);
    expect(await within(dialog).findByTestId('round-hash')).toHaveTextContent(/[0-9a-f]{64}/);
  });

  it('CAS-DT-02 OPEN-094 CAS-ALL-02 20-20 Dragon Tiger groups its 37 runners 3, 2, 2, 2, 2, 13, 13; a tap opens the slip', async () => {
    const runners = Array.from({ length: 37 }, (_, index) => runner(index + 1, `R${index + 1}`, 2));
    const { user } = await openTable(game('dt20', '20 20 DRAGON TIGER', 98791), live(runners));
    const sections = board().querySelectorAll('section');
    expect([...sections].map((section) => section.querySelectorAll('[data-sid]').length)).toEqual([3, 2, 2, 2, 2, 13, 13]);
    await user.click(tile(/^R1\b/));
    expect(screen.getByRole('form', { name: 'R1' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: strings.chips })).not.toBeInTheDocument();
  });

  it('CAS-DT-01 CAS-ALL-02 Dragon Tiger bets through the slip: tap, stake, Confirm', async () => {
    const dragonTiger = game('dt', 'DRAGON TIGER', 98790);
    const { user, bets } = await openTable(dragonTiger, live([runner(1, 'Dragon'), runner(2, 'Tie', 11), runner(3, 'Tiger')]));
    expect(screen.queryByRole('group', { name: strings.chips })).not.toBeInTheDocument();
    await user.click(tile(/^Tiger/));
    await user.type(screen.getByLabelText(strings.stake), '300');
    await user.click(screen.getByRole('button', { name: strings.confirm }));
    await waitFor(() => expect(bets.map((bet) => [bet.matchId, bet.selection, bet.stake])).toEqual([['dt-98790', 'Tiger', 300]]));
  });

  it('CAS-L7A-01 CAS-L7A-02 CAS-L7-04 CAS-ALL-18 CAS-L7A-07 CAS-ALL-02 Lucky 7-A: four groups titled by market type with Min/Max:100-5000; a tap opens the slip', async () => {
    const runners = Array.from({ length: 19 }, (_, index) =>
      runner(index + 1, `Card ${index > 5 ? ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'][index - 6] : index}`, 2),
    );
    const lucky = game('lucky7', 'LUCKY 7-A', 98789, ['Winner', 'Lucky Odd/Even', 'Lucky Color', 'Lucky Card']);
    const { user } = await openTable(lucky, live(runners));
    const sections = [...board().querySelectorAll('section')];
    expect(sections.map((section) => section.getAttribute('aria-label'))).toEqual([
      'Winner',
      'Lucky Odd/Even',
      'Lucky Color',
      'Lucky Card',
    ]);
    expect(sections.map((section) => section.querySelectorAll('[data-sid]').length)).toEqual([2, 2, 2, 13]);
    expect(within(board()).getAllByText(strings.casinoLimits)).toHaveLength(4);
    await user.click(tile(/^Card 7/));
    expect(screen.getByRole('form', { name: 'Card 7' })).toBeInTheDocument();
  });

  it('CAS-ALL-03 logged out: no per-selection profit/loss', async () => {
    await openTable(TEEN20, live(TEEN20_RUNNERS), { loggedIn: false });
    expect(screen.queryAllByTestId('selection-pl')).toHaveLength(0);
  });
});
