import type { Card } from '../../../contract/cards';
import { parseCard } from '../../../contract/cards';
import { ORDERED_DECK, shuffledDeck } from './deck';

/** A selection of the game: its id in t2 (`sid`), its name and its decimal rate (profit = (rate − 1) × stake). */
export interface RunnerDef {
  sid: number;
  name: string;
  rate: number;
}

/** A market of the game as the games list names it; its runners by sid. */
export interface MarketDef {
  markettype: string;
  sids: readonly number[];
}

/** How a round ended: the `win` code (SRV-31), the result text, and every winning sid (the others lose). */
export interface RoundOutcome {
  win: string;
  result: string;
  winners: number[];
}

/** The rules of one game: pure, no I/O, no time. */
export interface GameRules {
  /** Card slots C1…Cn of the round header. */
  slots: number;
  /** Decks in the shoe, shuffled afresh for every round: 1, or 8 on Dragon Tiger as real tables deal it. */
  decks: number;
  /** Zero-based slot of each card in the order it leaves the deck (and is revealed). */
  dealOrder: readonly number[];
  /** Who holds which slots (Player A: C1–C3 …), for the dealer's table drawing. */
  seats: readonly { label: string; slots: readonly number[] }[];
  /** The field that names a runner in t2 (the real feeds use `nation` on Teenpatti, `nat` elsewhere). */
  nameField: 'nat' | 'nation';
  /** t2 in display order. */
  runners: readonly RunnerDef[];
  markets: readonly MarketDef[];
  outcome(cards: readonly Card[]): RoundOutcome;
  /** Every winner set a round can end with; absent = found by dealing every card combination (≤ 2 slots). */
  winnerSets?: readonly (readonly number[])[];
}

export interface Deal {
  /** Card codes by slot (C1 first). */
  cards: string[];
  outcome: RoundOutcome;
}

/** The whole round from its seed: the shuffled shoe's first cards go to the slots in deal order. */
export function dealRound(rules: GameRules, seed: string): Deal {
  const deck = shuffledDeck(seed, rules.decks);
  const cards: string[] = new Array<string>(rules.slots);
  rules.dealOrder.forEach((slot, index) => {
    cards[slot] = deck[index] as string;
  });
  const parsed = cards.map((code) => {
    const card = parseCard(code);
    if (!card) throw new Error(`not a card: ${code}`);
    return card;
  });
  return { cards, outcome: rules.outcome(parsed) };
}

/** One market holding every runner: the usual casino table (Lucky 7 splits its runners into four). */
export const singleMarket = (runners: readonly RunnerDef[]): MarketDef[] => [
  { markettype: 'Winner', sids: runners.map((runner) => runner.sid) },
];

/** The runner names of the given sids, joined for the result text. */
export function runnerNames(rules: Pick<GameRules, 'runners'>, sids: readonly number[]): string {
  return sids.map((sid) => rules.runners.find((runner) => runner.sid === sid)?.name ?? String(sid)).join(' | ');
}

const setKey = (sids: readonly number[]) => [...sids].sort((a, b) => a - b).join(',');

function distinctSets(sets: Iterable<readonly number[]>): number[][] {
  const byKey = new Map<string, number[]>();
  for (const set of sets) byKey.set(setKey(set), [...set].sort((a, b) => a - b));
  return [...byKey.values()];
}

/** Every sequence of `slots` cards a shoe of `decks` decks can deal (a card repeats at most `decks` times). */
function* everyDeal(slots: number, decks: number, used: readonly Card[] = []): Generator<Card[]> {
  if (used.length === slots) {
    yield [...used];
    return;
  }
  for (const card of ORDERED_DECK) {
    if (used.filter((dealt) => dealt === card).length < decks) yield* everyDeal(slots, decks, [...used, card]);
  }
}

/** Every winner set of the game (the money core reserves exposure for the worst of them). */
export function allWinnerSets(rules: GameRules): number[][] {
  if (rules.winnerSets) return distinctSets(rules.winnerSets);
  if (rules.slots > 2) throw new Error('list winnerSets for games of more than two cards');
  return distinctSets((function* () {
    for (const cards of everyDeal(rules.slots, rules.decks)) yield rules.outcome(cards).winners;
  })());
}

/** The winner sets restricted to one market's runners. */
export function marketWinnerSets(sets: readonly (readonly number[])[], market: MarketDef): number[][] {
  return distinctSets(sets.map((set) => set.filter((sid) => market.sids.includes(sid))));
}
