import { describe, expect, it } from 'vitest';
import { RANKS, type Card } from '../../../../../contract/cards';
import { sha256Hex, shuffledDeck } from '../../../../../server/engines/casino/deck';
import { verifyRound } from '../../../../../server/engines/casino/fairness';
import { dealRound } from '../../../../../server/engines/casino/game';
import {
  baccarat,
  BACCARAT_DECKS,
  BACCARAT_RUNNERS,
  baccaratOutcome,
  baccaratTurns,
  handPoints,
} from '../../../../../server/engines/casino/games/baccarat';
import type { RoundOutcome } from '../../../../../server/engines/casino/game';
import { backReturn } from '../../../../../server/engines/casino/games/settledReturn';
import { cardsOf } from './support';

const hands = (shoe: readonly Card[]) => {
  const turns = baccaratTurns(shoe);
  const dealt = (slot: number) => turns.flatMap((each, index) => (each === slot ? [shoe[index] as Card] : []));
  return { turns, player: dealt(0), banker: dealt(1) };
};
const rateOf = (name: string) => BACCARAT_RUNNERS.find((runner) => runner.name === name)!;

/**
 * Known answers of the recipe on the 8-deck shoe, worked out once by a separate Python implementation (hashlib,
 * struct '>8I', the shoe as 8 × S, H, C, D × A…K, Fisher–Yates from the last position, the punto banco tableau):
 * the hash, the shoe's first twelve and last four cards, each hand and the order turned (P = Player, B = Banker).
 */
const VECTORS = [
  {
    seed: 'kat-baccarat',
    hash: '7ae092f27581f8a82c931c7c4c6f3b5f52b494a74596fdc5f230f9c84c246ddd',
    shoe: 'KHH,2CC,QSS,3HH,8SS,9DD,2HH,7HH,QCC,5SS,6CC,6SS',
    last: '3DD,3SS,5SS,8HH',
    player: 'KHH,QSS,8SS',
    banker: '2CC,3HH',
    order: 'PBPBP',
    points: [8, 5],
  },
  {
    seed: '5a0c9e1f7b3d2e4c6a8b0d1f3e5c7a9b1d3f5e7c9a0b2d4f6e8c0a1b3d5f7e9c',
    hash: 'de3416466f57b41dcab893010e44c09e0f541174c59b0ee85be875eb28377b65',
    shoe: 'JHH,8HH,9CC,9CC,5HH,5CC,JSS,QCC,8SS,2HH,6HH,ADD',
    last: 'KDD,2SS,7DD,KDD',
    player: 'JHH,9CC',
    banker: '8HH,9CC',
    order: 'PBPB',
    points: [9, 7],
  },
  {
    seed: 'kat-baccarat-natural',
    hash: 'f97f858ecab2e9327273f2fc808c847ded9afd9cca74e6fe71ffb7c7f4013700',
    shoe: '5CC,5DD,7HH,KHH,KHH,10DD,8HH,3DD,3SS,KDD,7DD,8DD',
    last: '8SS,3HH,3SS,ASS',
    player: '5CC,7HH,KHH',
    banker: '5DD,KHH',
    order: 'PBPBP',
    points: [2, 5],
  },
] as const;

describe('baccarat: the provably-fair deal', () => {
  it.each(VECTORS.map((vector) => [vector.seed, vector] as const))('SRV-27 %s deals the known hands', (_, vector) => {
    expect(sha256Hex(vector.seed)).toBe(vector.hash);
    const shoe = shuffledDeck(vector.seed, BACCARAT_DECKS);
    expect(shoe).toHaveLength(416);
    expect(shoe.slice(0, 12).join(',')).toBe(vector.shoe);
    expect(shoe.slice(-4).join(',')).toBe(vector.last);
    const dealt = hands(cardsOf(...shoe.slice(0, 6)));
    expect(dealt.player.map((card) => `${card.rank}${card.suit}${card.suit}`).join(',')).toBe(vector.player);
    expect(dealt.banker.map((card) => `${card.rank}${card.suit}${card.suit}`).join(',')).toBe(vector.banker);
    expect(dealt.turns.map((slot) => 'PB'[slot]).join('')).toBe(vector.order);
    expect([handPoints(dealt.player), handPoints(dealt.banker)]).toEqual(vector.points);
    const deal = dealRound(baccarat, vector.seed);
    expect(deal.cards).toEqual([vector.player, vector.banker]);
    expect(verifyRound(baccarat, { hash: vector.hash, seed: vector.seed, cards: `${vector.player},${vector.banker}` })).toBe(true);
  });
});

/**
 * Hand-worked rounds: the shoe's top cards, the hands the tableau deals from them, and what a back stake of 100
 * on each bet returns (stake included).
 */
const ROUNDS = [
  {
    name: 'Banker wins on 6: Banker pays half, Player loses',
    shoe: ['2SS', '4HH', '3CC', '2DD', 'KSS', '9HH'],
    order: 'PBPBP',
    win: '2',
    returns: { Player: 0, Banker: 150, Tie: 0, 'Player Pair': 0, 'Banker Pair': 0 },
  },
  {
    name: 'Banker wins on 6 with three cards: still half',
    shoe: ['KSS', 'ACC', 'QHH', '2DD', '10SS', '3HH'],
    order: 'PBPBPB',
    win: '2',
    returns: { Player: 0, Banker: 150, Tie: 0, 'Player Pair': 0, 'Banker Pair': 0 },
  },
  {
    name: 'natural tie 8 – 8: Player and Banker returned, Tie pays 10',
    shoe: ['4SS', '3HH', '4CC', '5DD', '9SS', '9HH'],
    order: 'PBPB',
    win: '3',
    returns: { Player: 100, Banker: 100, Tie: 1000, 'Player Pair': 1300, 'Banker Pair': 0 },
  },
  {
    name: 'both pairs: 9 9 (8) beats Q Q (0), Player pays even money',
    shoe: ['9HH', 'QCC', '9SS', 'QDD', 'ASS', 'AHH'],
    order: 'PBPB',
    win: '1',
    returns: { Player: 200, Banker: 0, Tie: 0, 'Player Pair': 1300, 'Banker Pair': 1300 },
  },
  {
    name: 'Banker on 3 stands against a Player third card 8: 3 – 3 tie',
    shoe: ['ASS', '2HH', '4CC', 'ADD', '8SS', '9HH'],
    order: 'PBPBP',
    win: '3',
    returns: { Player: 100, Banker: 100, Tie: 1000, 'Player Pair': 0, 'Banker Pair': 0 },
  },
  {
    name: 'Player stands on 6, Banker draws on 5 and wins 9 – 6 at full pay',
    shoe: ['6SS', '5HH', 'KCC', 'KDD', '4SS', '9HH'],
    order: 'PBPBB',
    win: '2',
    returns: { Player: 0, Banker: 200, Tie: 0, 'Player Pair': 0, 'Banker Pair': 0 },
  },
  {
    name: 'Banker on 6 draws against a Player third card 7, Player 7 beats Banker 6 + K',
    shoe: ['KSS', '3HH', 'KCC', '3DD', '7SS', 'KHH'],
    order: 'PBPBPB',
    win: '1',
    returns: { Player: 200, Banker: 0, Tie: 0, 'Player Pair': 1300, 'Banker Pair': 1300 },
  },
] as const;

describe('baccarat: settlement', () => {
  it.each(ROUNDS.map((round) => [round.name, round] as const))('%s', (_, round) => {
    const { turns, player, banker } = hands(cardsOf(...round.shoe));
    expect(turns.map((slot) => 'PB'[slot]).join('')).toBe(round.order);
    const outcome = baccaratOutcome(player, banker);
    expect(outcome.win).toBe(round.win);
    const returns = Object.fromEntries(
      BACCARAT_RUNNERS.map((runner) => [runner.name, Math.round(100 * backReturn(outcome, runner.sid, runner.rate))]),
    );
    expect(returns).toEqual(round.returns);
  });
});

/**
 * Exact return to player from the 416-card shoe, every deal of up to six cards weighted by its exact chance (the
 * k-th card one of the copies of its rank, or after the fourth card of its value, left among the cards left), in
 * whole numbers: each deal's weight is its count of ordered six-card sequences, over 416 × 415 × … × 411 in all. Expected values from the separate Python
 * enumeration (fractions.Fraction): Player 98.76 %, Banker 98.54 %, Tie at 10 95.16 %, each pair at 13 exactly 403/415.
 */
const EXPECTED_RTP: Record<string, string> = {
  Player: '19283843717413/19524993263685',
  Banker: '19240298465317/19524993263685',
  Tie: '1238613089774/1301666217579',
  'Player Pair': '403/415',
  'Banker Pair': '403/415',
};

function exactReturns(): Map<string, [bigint, bigint]> {
  const shoeSize = 52 * BACCARAT_DECKS;
  const perRank = 4 * BACCARAT_DECKS;
  const sixCards = 6;
  // Weights per distinct settlement: whole numbers below 2^53 (all of them together make 416 × … × 411).
  const byOutcome = new Map<string, { outcome: RoundOutcome; weight: number }>();
  // The first four cards by rank (pairs); later cards only by value: 10, J, Q and K drawn as one class.
  const byRank = RANKS.map((rank) => ({ card: { rank, suit: 'S' as const }, ranks: [rank] }));
  const byValue = [...byRank.slice(0, 9), { card: { rank: '10' as const, suit: 'S' as const }, ranks: ['10', 'J', 'Q', 'K'] }];
  const used = new Map<string, number>(RANKS.map((rank) => [rank, 0]));
  const shoe: Card[] = [];
  const PAIR_CARDS = 4;
  const turnsOf = () => {
    if (shoe.length < PAIR_CARDS) return null;
    try {
      return baccaratTurns(shoe);
    } catch {
      return null;
    }
  };
  const visit = (weight: number) => {
    const turns = turnsOf();
    if (turns === null || turns.length > shoe.length) {
      for (const { card, ranks } of shoe.length < PAIR_CARDS ? byRank : byValue) {
        const left = ranks.length * perRank - ranks.reduce((sum, rank) => sum + (used.get(rank) ?? 0), 0);
        used.set(card.rank, (used.get(card.rank) ?? 0) + 1);
        shoe.push(card);
        visit(weight * left);
        shoe.pop();
        used.set(card.rank, (used.get(card.rank) ?? 0) - 1);
      }
      return;
    }
    let scaled = weight;
    for (let index = shoe.length; index < sixCards; index += 1) scaled *= shoeSize - index;
    const outcome = baccaratOutcome(
      shoe.filter((_, index) => turns[index] === 0),
      shoe.filter((_, index) => turns[index] === 1),
    );
    const key = `${outcome.winners.join()}/${(outcome.halfWon ?? []).join()}`;
    const seen = byOutcome.get(key) ?? { outcome, weight: 0 };
    byOutcome.set(key, { outcome, weight: seen.weight + scaled });
  };
  visit(1);
  const doubled = new Map<string, bigint>(BACCARAT_RUNNERS.map((runner) => [runner.name, 0n]));
  for (const { outcome, weight } of byOutcome.values()) {
    for (const runner of BACCARAT_RUNNERS) {
      const returned = BigInt(Math.round(2 * backReturn(outcome, runner.sid, runner.rate)));
      doubled.set(runner.name, (doubled.get(runner.name) ?? 0n) + BigInt(weight) * returned);
    }
  }
  let total = 2n;
  for (let index = 0; index < sixCards; index += 1) total *= BigInt(shoeSize - index);
  return new Map([...doubled].map(([name, numerator]) => [name, [numerator, total]]));
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
const reduced = ([numerator, denominator]: [bigint, bigint]) => {
  const divisor = gcd(numerator, denominator);
  return `${numerator / divisor}/${denominator / divisor}`;
};

describe('baccarat: return to player', () => {
  it('every bet returns exactly the published share, between 90 % and 99 %', () => {
    const returns = exactReturns();
    expect(Object.fromEntries([...returns].map(([name, fraction]) => [name, reduced(fraction)]))).toEqual(EXPECTED_RTP);
    for (const [name, [numerator, denominator]] of returns) {
      const percent = Number((numerator * 10_000n) / denominator) / 100;
      expect(percent, name).toBeGreaterThanOrEqual(90);
      expect(percent, name).toBeLessThanOrEqual(99);
    }
    expect(rateOf('Tie').rate).toBe(10);
  }, 60_000);
});
