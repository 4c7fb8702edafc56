import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { strings } from '../../../../contract/strings';
import { game, live, result, runner } from '../../support/casinoFixtures';
import { roundResultHandler } from '../../support/handlers/casino';
import { server } from '../../support/server';
import { openTable } from './tableSupport';

const POKER = game('poker20', '20 20 POKER', 98804, ['Winner', 'Winning Hand']);
const RUNNERS = [
  runner(1, 'Player A', 1.97),
  runner(2, 'Player B', 1.97),
  runner(3, 'High Card/Pair', 2.25),
  runner(4, 'Two Pair', 3.1),
  runner(5, 'Three of a Kind', 13.5),
  runner(6, 'Straight', 12),
  runner(7, 'Flush', 18.5),
  runner(8, 'Full House', 20.5),
  runner(9, 'Four of a Kind+', 260),
];

describe('20-20 Poker table', () => {
  it('CAS-ALL-02 CAS-L7A-02 two titled groups: Winner (Player A, Player B) and the seven Winning Hand bets', async () => {
    await openTable(POKER, live(RUNNERS));
    const sections = [...screen.getByTestId('betting-board').querySelectorAll('section')];
    expect(sections.map((section) => [section.getAttribute('aria-label'), section.querySelectorAll('[data-sid]').length])).toEqual([
      ['Winner', 2],
      ['Winning Hand', 7],
    ]);
  });

  it('CAS-ALL-04 CAS-ALL-05 a split pot is a yellow Split chip; a round shows the cards of Player A, Player B and the board', async () => {
    server.use(roundResultHandler({ mid: 'R-2', cards: '2CC,3DD,4HH,5SS,ASS,AHH,KDD,KCC,QSS', win: '3' }));
    const { user } = await openTable(POKER, live(RUNNERS), {
      results: [result('R-2', '3', { result: 'Split pot (Two Pair)' }), result('R-1', '1'), result('R-0', '2')],
    });
    expect((await screen.findAllByTestId('result-chip')).map((chip) => chip.textContent)).toEqual(['Split', 'A', 'B']);
    await user.click(screen.getAllByTestId('result-chip')[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: '20 20 POKER' });
    const hand = (label: string) => within(dialog).getByText(label).parentElement as HTMLElement;
    const codes = (element: HTMLElement) => [...element.querySelectorAll('[data-card]')].map((card) => card.getAttribute('data-card'));
    await waitFor(() => expect(codes(hand(strings.playerA))).toEqual(['2CC', '3DD']));
    expect(codes(hand(strings.playerB))).toEqual(['4HH', '5SS']);
    expect(codes(hand(strings.pokerBoard))).toEqual(['ASS', 'AHH', 'KDD', 'KCC', 'QSS']);
    expect(within(dialog).getByText(`${strings.winner}:`, { exact: false })).toHaveTextContent('Split pot (Two Pair) (Split)');
  });
});
