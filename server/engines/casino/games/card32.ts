import { cardCode, rankValue, type Card } from '../../../../contract/cards';
import { ORDERED_DECK } from '../deck';
import type { GameRules, RoundOutcome, RunnerDef } from '../game';

/** The 32-card deck: 6 to K of each suit (J = 11, Q = 12, K = 13), in ORDERED_DECK's order. */
export const DECK_32: readonly string[] = ORDERED_DECK.filter((card) => rankValue(card.rank) >= 6).map(cardCode);

/** Players 8, 9, 10 and 11 sit in C1–C4; their sids (1–4) double as the win codes. */
export const PLAYER_NUMBERS = [8, 9, 10, 11] as const;
const SEATS = PLAYER_NUMBERS.map((number, slot) => ({ label: `Player ${number}`, slots: [slot], total: number }));
const SUITS_HIGH_FIRST = ['S', 'H', 'C', 'D'];

/**
 * Rates for the exact chances of winning (845/10,788, 6,626/40,455, 47,417/161,820, 18,806/40,455), each
 * returning 96.7–97.5 %, near what live 32 Cards tables pay. Each player also takes lays, above the fair rate
 * (1 / chance: 12.77, 6.11, 3.41, 2.15): a lay returns (1 − chance) × layRate / (layRate − 1) per unit of its
 * liability, 97.9–98.1 % at these rates.
 */
export const PLAYER_RUNNERS: readonly RunnerDef[] = [
  { sid: 1, name: 'Player 8', rate: 12.4, layRate: 16.5 },
  { sid: 2, name: 'Player 9', rate: 5.95, layRate: 6.8 },
  { sid: 3, name: 'Player 10', rate: 3.3, layRate: 3.6 },
  { sid: 4, name: 'Player 11', rate: 2.08, layRate: 2.2 },
];

const leaders = (totals: readonly number[], among: readonly number[]) => {
  const best = Math.max(...among.map((seat) => totals[seat] ?? 0));
  return among.filter((seat) => totals[seat] === best);
};

/** The last card's suit decides players still tied when the deck cannot give each another card. */
const bySuit = (shoe: readonly Card[], lastOf: ReadonlyMap<number, number>) => (a: number, b: number) =>
  SUITS_HIGH_FIRST.indexOf(shoe[lastOf.get(a) ?? 0]?.suit ?? 'D') - SUITS_HIGH_FIRST.indexOf(shoe[lastOf.get(b) ?? 0]?.suit ?? 'D');

/**
 * The deal: one card each to Players 8, 9, 10, 11, each adding its value to the player's number; while several
 * share the highest total, each of them (in seat order) gets another card added to it. Returns the seat of every
 * card in the order turned and the winning seat.
 */
export function play32(shoe: readonly Card[]): { turns: number[]; winner: number } {
  const totals = [...PLAYER_NUMBERS] as number[];
  const lastOf = new Map<number, number>();
  const turns: number[] = [];
  let tied = [0, 1, 2, 3];
  while (tied.length > 1) {
    if (turns.length + tied.length > shoe.length) return { turns, winner: [...tied].sort(bySuit(shoe, lastOf))[0] as number };
    for (const seat of tied) {
      lastOf.set(seat, turns.length);
      totals[seat] = (totals[seat] ?? 0) + rankValue((shoe[turns.length] as Card).rank);
      turns.push(seat);
    }
    tied = leaders(totals, tied);
  }
  return { turns, winner: tied[0] as number };
}

export function playerOutcome(winner: number): RoundOutcome {
  const runner = PLAYER_RUNNERS[winner] as RunnerDef;
  return { win: String(runner.sid), result: runner.name, winners: [runner.sid] };
}

/** The winner from the hands as dealt (each seat's cards in order). */
export function winnerOfHands(hands: readonly (readonly Card[])[] | undefined): number {
  if (!hands || hands.length !== 4) throw new Error('32 Cards needs the four hands');
  const shoe: Card[] = [];
  const deal = hands.map((hand) => [...hand]);
  // Re-deal the cards in turn order: every seat's first card, then the tied seats' next ones.
  let round = 0;
  while (deal.some((hand) => hand.length > round)) {
    deal.forEach((hand) => {
      const card = hand[round];
      if (card) shoe.push(card);
    });
    round += 1;
  }
  return play32(shoe).winner;
}

/** 32 Cards A: back Player 8, 9, 10 or 11; the highest total wins, never a tie. */
export const cards32: GameRules = {
  slots: 4,
  decks: 1,
  deck: DECK_32,
  dealOrder: [0, 1, 2, 3],
  turns: (shoe) => play32(shoe).turns,
  seats: SEATS,
  nameField: 'nation',
  runners: PLAYER_RUNNERS,
  markets: [{ markettype: 'Winner', sids: PLAYER_RUNNERS.map((runner) => runner.sid) }],
  outcome: (_cards, hands) => playerOutcome(winnerOfHands(hands)),
  winnerSets: PLAYER_RUNNERS.map((runner) => [runner.sid]),
};
