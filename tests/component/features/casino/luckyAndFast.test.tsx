import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { strings } from '../../../../contract/strings';
import { game, live, result, runner } from '../../support/casinoFixtures';
import { openTable } from './tableSupport';

const board = () => screen.getByTestId('betting-board');
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const LUCKY_RUNNERS = [
  ...['Low Card', 'High Card', 'Even', 'Odd', 'Red', 'Black'].map((name, index) => runner(index + 1, name, 2)),
  ...RANKS.map((rank, index) => runner(index + 7, `Card ${rank}`, 12)),
];
const LUCKY_7B = game('lucky7eu', 'LUCKY 7-B', 98795, ['Winner', 'Lucky Odd/Even', 'Lucky Color', 'Lucky Card']);
const FAST_DT = game('dt6', 'FAST DRAGON TIGER', 98792);
const chipLabels = () => screen.getAllByTestId('result-chip').map((chip) => chip.textContent);

describe('Lucky 7-B and Fast Dragon Tiger', () => {
  it('CAS-L7B-01 CAS-L7B-02 OPEN-097 Lucky 7-B: groups 0-1, 2-3, 4-5, 6 to the end, one row per runner, card runners as card images', async () => {
    await openTable(LUCKY_7B, live(LUCKY_RUNNERS));
    const sections = [...board().querySelectorAll('section')];
    expect(sections.map((section) => section.getAttribute('aria-label'))).toEqual([
      'Winner',
      'Lucky Odd/Even',
      'Lucky Color',
      'Lucky Card',
    ]);
    expect(sections.map((section) => section.querySelectorAll('[data-sid]').length)).toEqual([2, 2, 2, 13]);
    const cards = within(sections[3] as HTMLElement);
    for (const rank of RANKS) expect(cards.getByLabelText(`Card ${rank}`).querySelector('img')).toHaveAttribute('data-card', `${rank}SS`);
    // One row per runner: each rate button sits alone in its row, beside its name.
    const rows = [...(sections[0] as HTMLElement).querySelectorAll('[data-sid]')].map((button) => button.parentElement?.parentElement);
    expect(rows.map((row) => row?.textContent)).toEqual(['Low Card0.002', 'High Card0.002']);
  });

  it('CAS-L7B-05 OPEN-098 CAS-ALL-02 Lucky 7-B: tap odds opens the slip; results read L, H or T', async () => {
    const results = [result('r3', '3'), result('r2', '2'), result('r1', '1')];
    const { user } = await openTable(LUCKY_7B, live(LUCKY_RUNNERS), { results });
    expect(chipLabels()).toEqual(['T', 'H', 'L']);
    await user.click(within(board()).getByRole('button', { name: 'Card 7 12' }));
    expect(screen.getByRole('form', { name: 'Card 7' })).toHaveTextContent(`${strings.rate}: 12`);
  });

  it('CAS-FDT-01 CAS-FDT-02 CAS-FDT-04 CAS-ALL-02 Fast Dragon Tiger: Dragon, the Tie tile in the middle, Tiger; a chip bets at once; D, T and a yellow tie', async () => {
    const runners = [runner(1, 'Dragon', 2), runner(3, 'Tie', 12), runner(2, 'Tiger', 2)];
    const { user, bets } = await openTable(FAST_DT, live(runners), {
      results: [result('r3', '3'), result('r2', '2,5'), result('r1', '1')],
    });
    expect(
      within(board())
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Dragon 2', 'Tie 12', 'Tiger 2']);
    expect(chipLabels()).toEqual(['Tie', 'T', 'D']);
    const [tie, tiger] = screen.getAllByTestId('result-chip');
    expect(getComputedStyle(tie as HTMLElement).backgroundColor).toBe('rgb(255, 214, 0)');
    expect(getComputedStyle(tiger as HTMLElement).backgroundColor).not.toBe('rgb(255, 214, 0)');

    const chips = screen.getByRole('group', { name: strings.chips });
    await user.click(within(chips).getByRole('button', { name: '1000' }));
    await user.click(within(board()).getByRole('button', { name: 'Tie 12' }));
    await waitFor(() =>
      expect(bets.map((bet) => [bet.selection, bet.selectionId, bet.stake, bet.favourMargin])).toEqual([['Tie', 3, 1000, 11000]]),
    );
    expect(screen.queryByLabelText(strings.stake)).not.toBeInTheDocument();
    await waitFor(() => expect(within(chips).getByRole('button', { name: '1000' })).toHaveAttribute('aria-pressed', 'false'));
  });
});
