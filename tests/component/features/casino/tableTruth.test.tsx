import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { strings } from '../../../../contract/strings';
import { SLIP_AUTO_HIDE_MS } from '../../../../src/features/casino/table/CasinoSlip';
import { game, live, openBet, runner, TEEN20, TEEN20_RUNNERS } from '../../support/casinoFixtures';
import { apiUrl, contractJson } from '../../support/apiRoute';
import { server } from '../../support/server';
import { openTable } from './tableSupport';

const board = () => screen.getByTestId('betting-board');
const tile = (name: RegExp) => within(board()).getByRole('button', { name });
const plOf = (name: RegExp) => within(tile(name)).getByTestId('selection-pl');
const roundBetRows = () =>
  within(screen.getByRole('table', { name: strings.myRoundBets }))
    .getAllByRole('row')
    .slice(1);

const DT20 = game('dt20', '20 20 DRAGON TIGER', 98791);
const DT20_NAMES = [
  'Dragon',
  'Tie',
  'Tiger',
  'Dragon Even',
  'Dragon Odd',
  'Dragon Red',
  'Dragon Black',
  'Tiger Even',
  'Tiger Odd',
  'Tiger Red',
  'Tiger Black',
];
const DT20_RUNNERS = [
  ...DT20_NAMES.map((name, index) => runner(index + 1, name, 2)),
  ...Array.from({ length: 26 }, (_, index) =>
    runner(
      12 + index,
      `${index < 13 ? 'Dragon' : 'Tiger'} Card ${['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'][index % 13]}`,
      12,
    ),
  ),
];

describe('casino tables that tell the truth', () => {
  it('CAS-ALL-03 OPEN-079 a Dragon bet shows on the Dragon / Tie / Tiger tiles only, not on the side bets or the cards', async () => {
    const onDragon = { ...openBet('R-1', 1, 'Dragon', 100), marketId: 'dt20-98791-winner', price: 2, favourMargin: 100 };
    await openTable(DT20, live(DT20_RUNNERS, { mid: 'R-1' }), { bets: [onDragon] });
    await waitFor(() => expect(plOf(/^Dragon 2$/)).toHaveTextContent('+100.00'));
    expect(plOf(/^Tiger 2$/)).toHaveTextContent('-100.00');
    expect(plOf(/^Tie 2$/)).toHaveTextContent('-100.00');
    for (const name of [/^Dragon Even/, /^Dragon Red/, /^Tiger Odd/, /^Dragon Card K/, /^Tiger Card A/])
      expect(plOf(name)).toHaveTextContent(/^0\.00$/);
  });

  it('CAS-ALL-03 OPEN-079 20-20 Teenpatti: a Player A bet leaves both pair-plus tiles at 0; a pair-plus bet moves its own tile only', async () => {
    const bets = [openBet('R-1', 1, 'Player A', 100), { ...openBet('R-1', 3, 'Pair plus A', 100), price: 4, favourMargin: 300 }];
    await openTable(TEEN20, live(TEEN20_RUNNERS, { mid: 'R-1' }), { bets });
    await waitFor(() => expect(plOf(/^Player A/)).toHaveTextContent('+98.00'));
    expect(plOf(/^Player B/)).toHaveTextContent('-100.00');
    expect(plOf(/^Pair plus A/)).toHaveTextContent('+300.00');
    expect(plOf(/^Pair plus B/)).toHaveTextContent(/^0\.00$/);
  });

  it("BET-29 CONST-12 a refused bet shows the server's message as an error toast set to close after 2 s", async () => {
    const { user } = await openTable(TEEN20, live(TEEN20_RUNNERS));
    server.use(http.post(apiUrl('placeBet'), () => contractJson('placeBet', { status: false, message: 'Insufficient balance!' })));
    const { notifications$ } = await import('../../../../streams/core/notifications');
    const notices: unknown[] = [];
    const subscription = notifications$.subscribe((notice) => notices.push(notice));
    await user.click(tile(/^Player A/));
    await user.type(screen.getByLabelText(strings.stake), '100');
    await user.click(screen.getByRole('button', { name: strings.confirm }));
    expect(await screen.findByText('Insufficient balance!', {}, { timeout: 10_000 })).toBeInTheDocument();
    subscription.unsubscribe();
    expect(notices).toEqual([{ message: 'Insufficient balance!', variant: 'error', autoHideMs: 2000 }]);
  });

  it('CAS-ALL-14 the slip closes when its own selection goes to gstatus 0, while the rest of the table stays open', async () => {
    const { user, state } = await openTable(TEEN20, live(TEEN20_RUNNERS));
    await user.click(tile(/^Pair plus A/));
    // Typing restarts the slip's 10 s auto-hide; the wait below ends well before it, so only the lock can close it.
    await user.type(screen.getByLabelText(strings.stake), '200');
    state.live = live(TEEN20_RUNNERS.map((r) => (r.sid === 3 ? { ...r, gstatus: 0 } : r)));
    await waitFor(() => expect(screen.queryByLabelText(strings.stake)).not.toBeInTheDocument(), { timeout: SLIP_AUTO_HIDE_MS - 2_000 });
    expect(tile(/^Player A/)).toBeEnabled();
  });

  it('OPEN-095 CAS-DT-01 Dragon Tiger: a bet placed at 25 stays listed through 19 and clears when the next round starts', async () => {
    const dragonTiger = game('dt', 'DRAGON TIGER', 98790);
    const runners = [runner(1, 'Dragon', 2), runner(2, 'Tie', 11), runner(3, 'Tiger', 2)];
    const onTiger = { ...openBet('R-8', 3, 'Tiger', 300), marketId: 'dt-98790-winner', price: 2, favourMargin: 300 };
    const { state } = await openTable(dragonTiger, live(runners, { mid: 'R-8', autotime: 25 }), { bets: [onTiger] });
    await waitFor(() => expect(roundBetRows()).toHaveLength(1));
    state.live = live(runners, { mid: 'R-8', autotime: 19 });
    await waitFor(() => expect(screen.getByTestId('round-id')).toBeInTheDocument());
    await waitFor(() => expect(Number(screen.getByRole('timer').getAttribute('data-fraction'))).toBeLessThan(0.8));
    expect(roundBetRows()).toHaveLength(1);
    expect(plOf(/^Tiger/)).toHaveTextContent('+300.00');
    state.live = live(runners, { mid: 'R-9', autotime: 25 });
    expect(await screen.findByText(strings.noRoundBets)).toBeInTheDocument();
  });

  it('OPEN-077 an anonymous visitor reaches a table by its URL; tapping a selection asks them to log in', async () => {
    const { user } = await openTable(TEEN20, live(TEEN20_RUNNERS), { loggedIn: false });
    await user.click(tile(/^Player A/));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByLabelText(strings.stake)).not.toBeInTheDocument();
  });
});
