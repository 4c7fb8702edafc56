import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { strings } from '../../../../contract/strings';
import { game, live, runner } from '../../support/casinoFixtures';
import { openTable } from './tableSupport';

const WORLI = game('worli2', 'INSTANT WORLI', 98803, ['Single', 'Line', 'Odd/Even']);
const WORLI_RUNNERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0].map((digit) => runner(10 + digit, `Digit ${digit}`, 9.5));

const felt = () => screen.getByRole('region', { name: strings.worliSingleDigit });
const shownCards = () =>
  within(felt())
    .getAllByRole('img')
    .map((card) => card.getAttribute('data-card'));

describe('Instant Worli felt', () => {
  it('shows the three cards and, once all three are turned, their single digit (7 + 8 + 8 = 23: 3)', async () => {
    const { state } = await openTable(WORLI, live(WORLI_RUNNERS, { C1: '7HH', C2: '8SS', C3: '1' }), { loggedIn: false });
    await waitFor(() => expect(shownCards()).toEqual(['7HH', '8SS', 'back']));
    expect(screen.getByTestId('worli-digit')).toHaveTextContent(/^\?$/);
    state.live = live(WORLI_RUNNERS, { C1: '7HH', C2: '8SS', C3: '8DD' });
    await waitFor(() => expect(screen.getByTestId('worli-digit')).toHaveTextContent(/^3$/));
    expect(shownCards()).toEqual(['7HH', '8SS', '8DD']);
  });

  it('a total ending in 0 is the digit 0 (A + 9 + 10 = 20)', async () => {
    await openTable(WORLI, live(WORLI_RUNNERS, { C1: 'ACC', C2: '9DD', C3: '10HH' }), { loggedIn: false });
    await waitFor(() => expect(screen.getByTestId('worli-digit')).toHaveTextContent(/^0$/));
  });
});
