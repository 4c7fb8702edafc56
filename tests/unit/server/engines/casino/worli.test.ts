import { describe, expect, it } from 'vitest';
import { parseCard, type Card } from '../../../../../contract/cards';
import { sha256Hex, shuffledDeck } from '../../../../../server/engines/casino/deck';
import { verifyRound } from '../../../../../server/engines/casino/fairness';
import { dealRound } from '../../../../../server/engines/casino/game';
import { backReturn } from '../../../../../server/engines/casino/games/settledReturn';
import { WORLI_DECK, WORLI_RUNNERS, worli, worliOutcome } from '../../../../../server/engines/casino/games/worli';
import { cardsOf } from './support';

const returnsOf = (cards: readonly Card[]) => {
  const outcome = worliOutcome(cards);
  return Object.fromEntries(
    WORLI_RUNNERS.map((runner) => [runner.name, Math.round(100 * backReturn(outcome, runner.sid, runner.rate))]).filter(
      ([, value]) => value !== 0,
    ),
  );
};

describe('Instant Worli: the deck', () => {
  it('SRV-27 is A to 10 of spades, hearts, clubs, diamonds in that order: 40 cards', () => {
    expect(WORLI_DECK).toHaveLength(40);
    expect(WORLI_DECK.slice(0, 11).join(',')).toBe('ASS,2SS,3SS,4SS,5SS,6SS,7SS,8SS,9SS,10SS,AHH');
    expect(WORLI_DECK.slice(-2).join(',')).toBe('9DD,10DD');
  });
});

/**
 * Known answers of the recipe on the 40-card deck, worked out once by a separate Python implementation (hashlib,
 * struct '>8I', the deck as S, H, C, D × A…10, Fisher–Yates from the last position, C1–C3 the first three cards).
 */
const VECTORS = [
  {
    seed: 'kat-worli',
    hash: '1db2a3a07bfbff4af92a26dfb0acfe3929e937caeb0bf7a6bbb9ce89845ecb76',
    shoe: '6DD,7HH,10HH,4HH,ADD,3CC,7DD,5HH,9HH,8SS,6CC,10DD',
    last: '2SS,ASS,8CC,2DD',
    cards: '6DD,7HH,10HH',
    win: '3',
  },
  {
    seed: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
    hash: 'a8ae6e6ee929abea3afcfc5258c8ccd6f85273e0d4626d26c7279f3250f77c8e',
    shoe: '2SS,8HH,7DD,2CC,6HH,3DD,4SS,6SS,7SS,10HH,9CC,10CC',
    last: '6CC,6DD,5SS,4CC',
    cards: '2SS,8HH,7DD',
    win: '7',
  },
] as const;

describe('Instant Worli: the provably-fair deal', () => {
  it.each(VECTORS.map((vector) => [vector.seed, vector] as const))('SRV-27 %s deals the known cards', (_, vector) => {
    expect(sha256Hex(vector.seed)).toBe(vector.hash);
    const shoe = shuffledDeck(vector.seed, 1, WORLI_DECK);
    expect(shoe.slice(0, 12).join(',')).toBe(vector.shoe);
    expect(shoe.slice(-4).join(',')).toBe(vector.last);
    const deal = dealRound(worli, vector.seed);
    expect(deal.cards.join(',')).toBe(vector.cards);
    expect(deal.outcome.win).toBe(vector.win);
    expect(verifyRound(worli, { hash: vector.hash, seed: vector.seed, cards: vector.cards })).toBe(true);
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
