import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ExistingBet } from '../../../../contract/bets';
import { strings } from '../../../../contract/strings';
import { game, live, runner } from '../../support/casinoFixtures';
import { openTable } from './tableSupport';

const CARD32B = game('card32eu', '32 CARDS B', 56771, ['Winner', 'Odd/Even', 'Colour']);
const withLay = (sid: number, name: string, rate: number, layRate: number) => ({ ...runner(sid, name, rate), nation: name, layRate });
const RUNNERS = [
  withLay(1, 'Player 8', 12.4, 16.5),
  withLay(2, 'Player 9', 5.95, 6.8),
  withLay(3, 'Player 10', 3.3, 3.6),
  withLay(4, 'Player 11', 2.08, 2.2),
  ...[8, 9, 10, 11].flatMap((number, seat) => [
    runner(5 + seat * 2, `Player ${number} Odd`, 1.97),
    runner(6 + seat * 2, `Player ${number} Even`, 1.97),
  ]),
  runner(13, 'Red 2 Black 2', 2.42),
  runner(14, 'Red 3 or 4', 3.25),
  runner(15, 'Black 3 or 4', 3.25),
];

const board = () => screen.getByTestId('betting-board');
/** A selection button by its accessible name (a role query over the whole board costs seconds on a loaded machine). */
const button = (name: string) => {
  const found = board().querySelector<HTMLElement>(`button[aria-label="${name}"]`);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const plOf = (name: string) => within(button(name).closest('[data-row]') as HTMLElement).getByTestId('selection-pl');

const layBet: ExistingBet = {
  roundId: 'R-32',
  marketId: 'card32eu-56771-winner',
  selectionId: 2,
  selection: 'Player 9',
  type: 'lay',
  price: 6.8,
  size: 0,
  stake: 200,
  favourMargin: 200,
  againstMargin: 1160,
  markettype: 'Casino',
  placeTime: '2026-01-01T12:00:00.000Z',
};

describe('32 Cards: back and lay on each player', () => {
  it('CAS-ALL-19 a player shows a back and a lay rate; a lay opens a lay slip with its liability and sends a lay at the lay rate', async () => {
    const { user, bets } = await openTable(CARD32B, live(RUNNERS, { mid: 'R-32' }), { bets: [layBet] });
    // Players: a back and a lay button each; the side bets: back only.
    expect(button('Player 8 Lay 16.5')).toHaveAttribute('data-side', 'lay');
    expect(button('Player 8 12.4')).toHaveAttribute('data-side', 'back');
    const layButtons = [...board().querySelectorAll('button[data-side="lay"]')].map((each) => each.getAttribute('aria-label'));
    expect(layButtons).toEqual(['Player 8 Lay 16.5', 'Player 9 Lay 6.8', 'Player 10 Lay 3.6', 'Player 11 Lay 2.2']);
    // The round's lay bet is listed as a lay; Player 9 laid 200 at 6.8: +200 unless Player 9 wins (−1,160).
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: strings.myRoundBets })).getByText(strings.lay)).toBeInTheDocument(),
    );
    expect(plOf('Player 9 5.95')).toHaveTextContent('-1,160.00');
    expect(plOf('Player 8 12.4')).toHaveTextContent('+200.00');

    await user.click(button('Player 10 Lay 3.6'));
    expect(button('Player 10 Lay 3.6')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Player 10 3.3')).toHaveAttribute('aria-pressed', 'false');
    // The slip is found once and searched within: a role query over the whole page costs seconds on a loaded
    // machine, and the slip hides itself 10 s after its last use (OPEN-057).
    const slip = screen.getByRole('form', { name: `Player 10 ${strings.lay}` });
    await user.type(within(slip).getByLabelText(strings.stake), '250');
    // A lay of 250 at 3.6 wins 250 and risks (3.6 − 1) × 250 = 650.
    expect(slip).toHaveTextContent(`${strings.rate}: 3.6`);
    expect(slip).toHaveTextContent(`${strings.profit}: 250.00`);
    expect(slip).toHaveTextContent(`${strings.liability}: 650.00`);
    await user.click(within(slip).getByRole('button', { name: strings.confirm }));
    await waitFor(() => expect(bets).toHaveLength(1), { timeout: 20_000 });
    expect(bets[0]).toMatchObject({
      marketId: 'card32eu-56771-winner',
      roundId: 'R-32',
      selection: 'Player 10',
      selectionId: 3,
      type: 'lay',
      oddsReq: 3.6,
      runners: ['Player 8', 'Player 9', 'Player 10', 'Player 11'],
      stake: 250,
      favourMargin: 250,
      againstMargin: 650,
    });
  });
});
