import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { strings } from '../../../../contract/strings';
import { live, openBet, TEEN20, TEEN20_RUNNERS } from '../../support/casinoFixtures';
import { openTable } from './tableSupport';

const board = () => screen.getByTestId('betting-board');
const tile = (name: RegExp) => within(board()).getByRole('button', { name });
/** The dial's share of the round left; the dial is found once (a role query inside a wait costs seconds on a loaded machine). */
const fractionOf = (dial: HTMLElement) => () => Number(dial.getAttribute('data-fraction'));
const roundBetRows = () =>
  within(screen.getByRole('table', { name: strings.myRoundBets }))
    .getAllByRole('row')
    .slice(1);

describe('casino table rules', () => {
  afterEach(() => vi.restoreAllMocks());

  it('CAS-ALL-10 between polls the countdown runs down 0.1 every 100 ms', async () => {
    const started = Date.now();
    const { state } = await openTable(TEEN20, live(TEEN20_RUNNERS, { autotime: 20 }));
    const fraction = fractionOf(screen.getByRole('timer'));
    // The server's autotime is a whole number of seconds; only the local ticking shows tenths.
    const tenths = () => Math.round(fraction() * 250);
    const seen = new Set<number>();
    await waitFor(() => {
      state.live = live(TEEN20_RUNNERS, { autotime: Math.max(8, 20 - Math.floor((Date.now() - started) / 1000)) });
      seen.add(tenths());
      expect([...seen].some((value) => value % 10 !== 0)).toBe(true);
    });
    expect([...seen].every((value) => Math.abs(value - fraction() * 250) < 100)).toBe(true);
  });

  it('CAS-ALL-12 the round bet list shows the bets of the current round id only', async () => {
    const bets = [openBet('R-5', 1, 'Player A', 300), openBet('R-4', 3, 'Player B', 700)];
    await openTable(TEEN20, live(TEEN20_RUNNERS, { mid: 'R-5' }), { bets });
    await waitFor(() => expect(roundBetRows()).toHaveLength(1));
    expect(roundBetRows()[0]).toHaveTextContent(/^Player A1\.98300\.00294\.00$/);
  });

  it('CAS-ALL-11 CAS-T20-02 the round bet list is cleared when autotime equals the start value (25 on 20-20 Teenpatti)', async () => {
    const { state } = await openTable(TEEN20, live(TEEN20_RUNNERS, { mid: 'R-5', autotime: 24 }), {
      bets: [openBet('R-5', 1, 'Player A')],
    });
    await waitFor(() => expect(roundBetRows()).toHaveLength(1));
    state.live = live(TEEN20_RUNNERS, { mid: 'R-5', autotime: 25 });
    expect(await screen.findByText(strings.noRoundBets)).toBeInTheDocument();
  });

  it('CAS-ALL-25 OPEN-081 CONST-09 the chips are the stake presets, their images cycling by position (index mod 4)', async () => {
    const { game } = await import('../../support/casinoFixtures');
    await openTable(game('Teen', '3 CARD TEENPATTI', 56768), live(TEEN20_RUNNERS.slice(0, 2)));
    const chips = within(screen.getByRole('group', { name: strings.chips })).getAllByRole('button');
    expect(chips.map((chip) => chip.getAttribute('aria-label'))).toEqual(['100', '200', '500', '1000', '2000', '5000', '10000', '20000']);
    expect(chips.map((chip) => getComputedStyle(chip).backgroundImage)).toEqual(
      [0, 1, 2, 3, 0, 1, 2, 3].map((image) => `url("/chips/chip-${image}.svg")`),
    );
  });

  // How long the highlight lasts (500 ms) is timed on virtual time in priceHighlight.test.ts; here, the tile's wiring.
  it('CAS-ALL-26 a changed rate lights its tile, which then returns to its calm colour', async () => {
    const { state } = await openTable(TEEN20, live(TEEN20_RUNNERS));
    const calm = getComputedStyle(within(tile(/^Player A/)).getByText('1.98')).backgroundColor;
    state.live = live(TEEN20_RUNNERS.map((runner) => (runner.sid === 1 ? { ...runner, rate: 2.05 } : runner)));
    const rate = () => within(tile(/^Player A/)).getByText('2.05');
    await waitFor(() => expect(rate()).toBeInTheDocument());
    await waitFor(() => expect(getComputedStyle(rate()).backgroundColor).not.toBe(calm));
    await waitFor(() => expect(getComputedStyle(rate()).backgroundColor).toBe(calm));
  });

  it('CAS-ALL-27 MSG-23 CONST-12 table toasts show top-right and are set to close after 2000 ms', async () => {
    const { user } = await openTable(TEEN20, live(TEEN20_RUNNERS));
    const { notifications$ } = await import('../../../../streams/core/notifications');
    const notices: unknown[] = [];
    const subscription = notifications$.subscribe((notice) => notices.push(notice));
    await user.click(tile(/^Player B/));
    await user.type(screen.getByLabelText(strings.stake), '50');
    const confirm = screen.getByRole('button', { name: strings.confirm });
    // Read where the toast stands the moment it shows (it is gone 2 s later); the wait starts just before the
    // click, so a slow machine's typing and role queries (seconds when loaded) do not eat into it.
    const corner = waitFor(() => {
      const { position, top, right, bottom, left } = getComputedStyle(
        screen.getByText(strings.minimumStakeExceeded).closest('.notistack-SnackbarContainer') as HTMLElement,
      );
      return [position, top !== '', right !== '', bottom, left];
    });
    await user.click(confirm);
    expect(await corner).toEqual(['fixed', true, true, '', '']);
    subscription.unsubscribe();
    expect(notices).toEqual([{ message: strings.minimumStakeExceeded, variant: 'error', autoHideMs: 2000 }]);
  });
});
