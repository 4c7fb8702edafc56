import { describe, expect, it } from 'vitest';
import { parseCard, type Card } from '../../../../../contract/cards';
import { backReturn } from '../../../../../server/engines/casino/games/settledReturn';
import { WORLI_DECK, WORLI_RUNNERS, worliOutcome } from '../../../../../server/engines/casino/games/worli';
import { cardsOf } from './support';

const returnsOf = (cards: readonly Card[]) => {
  const outcome = worliOutcome(cards);
  return Object.fromEntries(
    WORLI_RUNNERS.map((runner) => [runner.name, Math.round(100 * backReturn(outcome, runner.sid, runner.rate))]).filter(([, value]) => value !== 0),
  );
};

describe('Instant Worli: the deck', () => {
  it('SRV-27 is A to 10 of spades, hearts, clubs, diamonds in that order: 40 cards', () => {
    expect(WORLI_DECK).toHaveLength(40);
    expect(WORLI_DECK.slice(0, 11).join(',')).toBe('ASS,2SS,3SS,4SS,5SS,6SS,7SS,8SS,9SS,10SS,AHH');
    expect(WORLI_DECK.slice(-2).join(',')).toBe('9DD,10DD');
  });
});

/** Hand-worked rounds: the three cards, and what a back stake of 100 returns on each winning bet (the others 0). */
const ROUNDS = [
  { cards: ['ASS', '2HH', '3CC'], win: '6', returns: { 'Digit 6': 950, 'Line 2': 196, Even: 196 } },
  { cards: ['10SS', '10HH', '10CC'], win: '0', returns: { 'Digit 0': 950, 'Line 2': 196, Even: 196 } },
  { cards: ['5SS', 'ASS', '9DD'], win: '5', returns: { 'Digit 5': 950, 'Line 1': 196, Odd: 196 } },
  { cards: ['9SS', '9HH', '3CC'], win: '1', returns: { 'Digit 1': 950, 'Line 1': 196, Odd: 196 } },
  { cards: ['7HH', '8HH', '9HH'], win: '4', returns: { 'Digit 4': 950, 'Line 1': 196, Even: 196 } },
  { cards: ['AHH', 'ADD', '7CC'], win: '9', returns: { 'Digit 9': 950, 'Line 2': 196, Odd: 196 } },
] as const;

describe('Instant Worli: settlement', () => {
  it.each(ROUNDS.map((round) => [round.cards.join(' '), round] as const))('%s', (_, round) => {
    const cards = cardsOf(...round.cards);
    expect(worliOutcome(cards).win).toBe(round.win);
    expect(returnsOf(cards)).toEqual(round.returns);
  });
});

describe('Instant Worli: return to player', () => {
  it('over the 59,280 ordered deals each digit returns 95 % (9.5 × 1/10), each line and parity 98 % (1.96 × 1/2)', () => {
    const deck = WORLI_DECK.map((code) => parseCard(code) as Card);
    const returned = new Map<string, number>();
    let deals = 0;
    for (const [a, first] of deck.entries()) {
      for (const [b, second] of deck.entries()) {
        for (const [c, third] of deck.entries()) {
          if (a === b || a === c || b === c) continue;
          deals += 1;
          const outcome = worliOutcome([first, second, third]);
          for (const runner of WORLI_RUNNERS) {
            returned.set(runner.name, (returned.get(runner.name) ?? 0) + Math.round(100 * backReturn(outcome, runner.sid, runner.rate)));
          }
        }
      }
    }
    expect(deals).toBe(59_280);
    // Whole hundredths of a stake, summed: 95/100 of 100 per deal is 5,631,600 over 59,280 deals.
    const percentOf = (name: string) => (returned.get(name) ?? 0) / deals;
    for (const digit of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) expect(returned.get(`Digit ${digit}`), `Digit ${digit}`).toBe(5_631_600);
    for (const name of ['Line 1', 'Line 2', 'Odd', 'Even']) expect(returned.get(name), name).toBe(5_809_440);
    for (const runner of WORLI_RUNNERS) {
      expect(percentOf(runner.name)).toBeGreaterThanOrEqual(90);
      expect(percentOf(runner.name)).toBeLessThanOrEqual(99);
    }
  });
});
