import { describe, expect, it } from 'vitest';
import { type Card } from '../../../../../contract/cards';
import { ORDERED_DECK, sha256Hex, shuffledDeck } from '../../../../../server/engines/casino/deck';
import { verifyRound } from '../../../../../server/engines/casino/fairness';
import { dealRound } from '../../../../../server/engines/casino/game';
import { POKER_RUNNERS, poker20, pokerOutcome } from '../../../../../server/engines/casino/games/poker20';
import { backReturn } from '../../../../../server/engines/casino/games/settledReturn';
import { bestPokerHand, comparePokerHands, POKER_CATEGORIES } from '../../../../../server/engines/casino/pokerHand';
import { HAND_BET_CATEGORIES, POKER_DEALS, POKER_SPLITS, pokerReturn, WINNING_CATEGORY_DEALS } from './pokerExact';
import { cardsOf } from './support';

/**
 * Known answers of the recipe on one 52-card deck dealt A1, B1, A2, B2, flop, turn, river, worked out once by a
 * separate Python implementation (hashlib, struct '>8I', the deck as S, H, C, D × A…K, Fisher–Yates from the last
 * position; the hands judged by brute force over the 21 five-card hands of each seven). Dealt A1, A2, B1, B2, or
 * read little-endian, or on any other deck order, every line below comes out different.
 */
const VECTORS = [
  {
    seed: 'kat-poker20',
    hash: 'e58ee9153b842b4883f6d6111d09d3e4ab6ef68e0799749986223c0c3e7fb44a',
    shoe: '3CC,JDD,4DD,ACC,JCC,QHH,4CC,KCC,4HH,2DD,10HH,5HH',
    last: 'QSS,10SS,8SS,ASS',
    // A 3♣ 4♦, B J♦ A♣, board J♣ Q♥ 4♣ K♣ 4♥: three fours beat jacks and fours.
    cards: ['3CC,4DD', 'JDD,ACC', 'JCC,QHH,4CC,KCC,4HH'],
    win: '1',
    result: 'Player A (Three of a Kind)',
  },
  {
    seed: '5d1f0c3e9a7b2468ace0135792468bdf0fedcba9876543210123456789abcdef',
    hash: '844e062ae2e5c65ba5140f9d361c8a6341dc01170e591cae4c9fa2be57fe05bb',
    shoe: '9HH,4HH,3SS,2CC,JDD,5HH,3DD,JHH,4DD,10SS,AHH,7HH',
    last: '4SS,8DD,5SS,ACC',
    // A 9♥ 3♠: jacks and threes; B 4♥ 2♣: jacks and fours.
    cards: ['9HH,3SS', '4HH,2CC', 'JDD,5HH,3DD,JHH,4DD'],
    win: '2',
    result: 'Player B (Two Pair)',
  },
  {
    seed: 'seed-3',
    hash: '06a8db106a32a00f305948a18f7c301fe27f780eb07fa61b5e664d51c1011718',
    shoe: 'KHH,9SS,KDD,5SS,10HH,2SS,ADD,4DD,3SS,JDD,7DD,KSS',
    last: 'QCC,8HH,10CC,ASS',
    // A K♥ K♦: a pair of kings; B 9♠ 5♠ with 2 3 4 A on the board: the wheel A-2-3-4-5.
    cards: ['KHH,KDD', '9SS,5SS', '10HH,2SS,ADD,4DD,3SS'],
    win: '2',
    result: 'Player B (Straight)',
  },
] as const;

describe('20-20 Poker: the provably-fair deal', () => {
  it.each(VECTORS.map((vector) => [vector.seed, vector] as const))('SRV-27 %s deals the known cards', (_, vector) => {
    expect(poker20.decks).toBe(1);
    expect(sha256Hex(vector.seed)).toBe(vector.hash);
    const shoe = shuffledDeck(vector.seed);
    expect(shoe.slice(0, 12).join(',')).toBe(vector.shoe);
    expect(shoe.slice(-4).join(',')).toBe(vector.last);
    const deal = dealRound(poker20, vector.seed);
    expect(deal.cards).toEqual(vector.cards);
    expect(deal.turns).toEqual([0, 1, 0, 1, 2, 2, 2, 2, 2]);
    expect([deal.outcome.win, deal.outcome.result]).toEqual([vector.win, vector.result]);
    expect(verifyRound(poker20, { hash: vector.hash, seed: vector.seed, cards: vector.cards.join(',') })).toBe(true);
  });
});

const hand = (codes: string) => cardsOf(...codes.split(' '));

/**
 * Hand-worked rounds: A's two cards, B's two, the board; the win code and what a back stake of 100 returns on each
 * bet that does not lose it all (Player A and B at 1.97, a pushed stake 100; the Winning Hand bets at their rates).
 */
const ROUNDS = [
  {
    title: 'a straight flush on the board plays for both: split pot, A and B returned, Four of a Kind+ wins',
    a: '2HH 3DD',
    b: '4CC 5HH',
    board: 'ASS KSS QSS JSS 10SS',
    win: '3',
    result: 'Split pot (Straight Flush)',
    returns: { 'Player A': 100, 'Player B': 100, 'Four of a Kind+': 26_000 },
  },
  {
    title: 'two pair on the board with a queen kicker plays for both: split pot, Two Pair wins',
    a: '2CC 3DD',
    b: '4HH 5SS',
    board: 'ASS AHH KDD KCC QSS',
    win: '3',
    result: 'Split pot (Two Pair)',
    returns: { 'Player A': 100, 'Player B': 100, 'Two Pair': 310 },
  },
  {
    title: 'four nines on the board, both kickers a king: split pot',
    a: 'KHH 3DD',
    b: 'KCC 4SS',
    board: '9SS 9HH 9CC 9DD 2SS',
    win: '3',
    result: 'Split pot (Four of a Kind)',
    returns: { 'Player A': 100, 'Player B': 100, 'Four of a Kind+': 26_000 },
  },
  {
    title: 'a pair of kings each: the kicker decides (queen over jack)',
    a: 'KDD QCC',
    b: 'KCC JSS',
    board: 'KHH 9DD 5CC 2SS 7HH',
    win: '1',
    result: 'Player A (Pair)',
    returns: { 'Player A': 197, 'High Card/Pair': 225 },
  },
  {
    title: 'the wheel A-2-3-4-5 beats aces and kings',
    a: '4SS 5HH',
    b: 'ASS KCC',
    board: 'AHH 2DD 3CC 9SS KDD',
    win: '1',
    result: 'Player A (Straight)',
    returns: { 'Player A': 197, Straight: 1200 },
  },
  {
    title: 'the wheel is the lowest straight: six high beats it',
    a: 'ASS 5HH',
    b: '5DD 6CC',
    board: '2DD 3CC 4SS 9HH KDD',
    win: '2',
    result: 'Player B (Straight)',
    returns: { 'Player B': 197, Straight: 1200 },
  },
  {
    title: 'a flush beats a straight',
    a: '4SS 9DD',
    b: 'AHH 2HH',
    board: '5HH 6HH 7CC 8HH QDD',
    win: '2',
    result: 'Player B (Flush)',
    returns: { 'Player B': 197, Flush: 1850 },
  },
  {
    title: 'full houses of one three: the higher pair wins (eights full of kings over eights full of fours)',
    a: '4HH 3DD',
    b: 'KSS KHH',
    board: '8SS 8HH 8DD 4CC 2SS',
    win: '2',
    result: 'Player B (Full House)',
    returns: { 'Player B': 197, 'Full House': 2050 },
  },
  {
    title: 'four nines beat four fives',
    a: '9CC 9DD',
    b: '5SS 5HH',
    board: '9SS 9HH 5CC 5DD 2SS',
    win: '1',
    result: 'Player A (Four of a Kind)',
    returns: { 'Player A': 197, 'Four of a Kind+': 26_000 },
  },
  {
    title: 'three sevens beat a pair of kings',
    a: '7SS 7HH',
    b: 'KSS QDD',
    board: '7DD KCC 2SS 9HH 4DD',
    win: '1',
    result: 'Player A (Three of a Kind)',
    returns: { 'Player A': 197, 'Three of a Kind': 1350 },
  },
  {
    title: 'high card against high card: the fourth card decides (8 over 7)',
    a: '3CC 7DD',
    b: '4SS 8HH',
    board: '2SS 5HH 9CC JDD KHH',
    win: '2',
    result: 'Player B (High Card)',
    returns: { 'Player B': 197, 'High Card/Pair': 225 },
  },
] as const;

const returnsOf = (a: readonly Card[], b: readonly Card[], board: readonly Card[]) => {
  const outcome = pokerOutcome(a, b, board);
  return Object.fromEntries(
    POKER_RUNNERS.map((runner) => [runner.name, Math.round(100 * backReturn(outcome, runner.sid, runner.rate))]).filter(
      ([, value]) => value !== 0,
    ),
  );
};

describe('20-20 Poker: settlement', () => {
  it.each(ROUNDS.map((round) => [round.title, round] as const))('SRV-35 %s', (_, round) => {
    const [a, b, board] = [hand(round.a), hand(round.b), hand(round.board)];
    const outcome = pokerOutcome(a, b, board);
    expect([outcome.win, outcome.result]).toEqual([round.win, round.result]);
    expect(returnsOf(a, b, board)).toEqual(round.returns);
  });

  it('SRV-31 the round settles from the dealt slots: C1 A, C2 B, C3 the board', () => {
    const hands = [hand('4SS 5HH'), hand('ASS KCC'), hand('AHH 2DD 3CC 9SS KDD')];
    expect(poker20.outcome([], hands)).toEqual(pokerOutcome(hands[0]!, hands[1]!, hands[2]!));
  });
});

/**
 * Six boards, each with every ordered pair of disjoint hole pairs (1,081 × 990 = 1,070,190): A's wins, B's wins,
 * splits, and the winning hand's category (High Card … Straight Flush), counted by the separate C enumeration of
 * pokerExact.ts and again by the brute-force Python ranker (the two agree).
 */
const BOARDS = [
  { board: 'KSS 9HH 5CC 2DD 7SS', a: 529_419, split: 11_352, categories: [163_632, 678_672, 167_310, 29_040, 31_536, 0, 0, 0, 0] },
  { board: '5HH 6HH 7HH 8CC KHH', a: 527_613, split: 14_964, categories: [14_310, 128_286, 61_986, 11_178, 227_130, 621_362, 0, 0, 5_938] },
  { board: 'QSS QHH 7DD 7CC 2SS', a: 497_727, split: 74_736, categories: [0, 0, 735_540, 0, 0, 0, 330_692, 3_958, 0] },
  { board: '9SS 9HH 9CC 9DD 2SS', a: 488_070, split: 94_050, categories: [0, 0, 0, 0, 0, 0, 0, 1_070_190, 0] },
  { board: 'AHH 2DD 3CC 4SS 9HH', a: 522_687, split: 24_816, categories: [97_104, 479_346, 139_590, 24_420, 329_730, 0, 0, 0, 0] },
  {
    board: '10SS JSS QSS KSS 3DD',
    a: 522_888,
    split: 24_414,
    categories: [14_310, 128_286, 61_986, 11_178, 227_130, 451_080, 0, 0, 176_220],
  },
] as const;

function boardCounts(board: readonly Card[]) {
  const rest = ORDERED_DECK.filter((card) => !board.includes(card));
  const holes = rest.flatMap((first, index) => rest.slice(index + 1).map((second) => [first, second] as const));
  const hands = holes.map((hole) => bestPokerHand([...hole, ...board]));
  const counts = { a: 0, b: 0, split: 0, categories: POKER_CATEGORIES.map(() => 0) };
  holes.forEach(([a1, a2], i) => {
    holes.forEach(([b1, b2], j) => {
      if (a1 === b1 || a1 === b2 || a2 === b1 || a2 === b2) return;
      const versus = comparePokerHands(hands[i]!, hands[j]!);
      if (versus > 0) counts.a += 1;
      else if (versus < 0) counts.b += 1;
      else counts.split += 1;
      counts.categories[POKER_CATEGORIES.indexOf((versus >= 0 ? hands[i] : hands[j])!.category)]! += 1;
    });
  });
  return counts;
}

describe('20-20 Poker: the hand ranking against a separate enumeration', { timeout: 20_000 }, () => {
  it.each(BOARDS.map((each) => [each.board, each] as const))('SRV-31 board %s', (board, expected) => {
    const cards = hand(board).map((card) => ORDERED_DECK.find((each) => each.rank === card.rank && each.suit === card.suit)!);
    expect(boardCounts(cards)).toEqual({ a: expected.a, b: expected.a, split: expected.split, categories: [...expected.categories] });
  });
});

describe('20-20 Poker: return to player', () => {
  it('the exact counts hold together: A and B win alike, every deal has one winning category', () => {
    expect(POKER_DEALS).toBe(2_598_960 * 1081 * 990);
    expect(Object.keys(WINNING_CATEGORY_DEALS)).toEqual([...POKER_CATEGORIES]);
    expect(Object.values(WINNING_CATEGORY_DEALS).reduce((sum, deals) => sum + deals, 0)).toBe(POKER_DEALS);
    expect((POKER_DEALS - POKER_SPLITS) % 2).toBe(0);
    expect(Object.values(HAND_BET_CATEGORIES).flat().sort()).toEqual([...POKER_CATEGORIES].sort());
  });

  it('every bet returns between 90 % and 99 % at the rate the table offers', () => {
    expect(POKER_RUNNERS.map((runner) => runner.name)).toEqual(['Player A', 'Player B', ...Object.keys(HAND_BET_CATEGORIES)]);
    for (const runner of POKER_RUNNERS) {
      const returned = pokerReturn(runner.name, runner.rate);
      expect(returned, runner.name).toBeGreaterThanOrEqual(0.9);
      expect(returned, runner.name).toBeLessThanOrEqual(0.99);
    }
  });
});
