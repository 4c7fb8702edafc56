import { cardCode, parseCard, type Card } from '../../../contract/cards';
import { ORDERED_CODES, shuffledDeck } from './deck';

/** A selection of the game: its id in t2 (`sid`), its name and its decimal rate (profit = (rate − 1) × stake). */
export interface RunnerDef {
  sid: number;
  name: string;
  rate: number;
  /** The rate a lay is taken at, on the selections that take lays (a lay risks (layRate − 1) × stake to win the stake). */
  layRate?: number;
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
  /** Sids whose bets lose half their stake (Amar Akbar Anthony's Under 7 and Over 7 on a 7). */
  halfLost?: number[];
  /** Sids whose bets get their stake back: their markets settle void (Player and Banker on a baccarat tie). */
  pushed?: number[];
  /** Sids that win half the usual profit (Banker winning on 6). */
  halfWon?: number[];
}

/** The rules of one game: pure, no I/O, no time. */
export interface GameRules {
  /** Card slots C1…Cn of the round header. */
  slots: number;
  /** Decks in the shoe, shuffled afresh for every round: 1, or 8 on Dragon Tiger as real tables deal it. */
  decks: number;
  /** One deck before shuffling, when the game deals fewer than the 52 cards (in ORDERED_DECK's order). */
  deck?: readonly string[];
  /** Zero-based slot of each card in the order it leaves the deck (and is revealed). */
  dealOrder: readonly number[];
  /**
   * Games whose number of cards depends on the cards (32 Cards deals tied players again): the slot of each card
   * taken from the top of the shuffled shoe, in the order turned. Absent: dealOrder.
   */
  turns?(shoe: readonly Card[]): number[];
  /**
   * Who holds which slots (Player A: C1–C3 …), for the dealer's table drawing; `total`: the seat counts its cards from
   * it; `digit`: the felt shows the last digit of its cards' total once all are turned (Instant Worli); `cards`: its one
   * slot is dealt this many cards, drawn side by side (face down until turned).
   */
  seats: readonly { label: string; slots: readonly number[]; total?: number; digit?: boolean; cards?: number }[];
  /** The field that names a runner in t2 (the real feeds use `nation` on Teenpatti, `nat` elsewhere). */
  nameField: 'nat' | 'nation';
  /** t2 in display order. */
  runners: readonly RunnerDef[];
  markets: readonly MarketDef[];
  /** `cards`: the first card of each slot; `hands`: every card of each slot, for games dealing a slot several. */
  outcome(cards: readonly Card[], hands?: readonly (readonly Card[])[]): RoundOutcome;
  /** Every winner set a round can end with; absent = found by dealing every card combination (≤ 2 slots). */
  winnerSets?: readonly (readonly number[])[];
}

export interface Deal {
  /** Card codes by slot (C1 first); a slot dealt several cards holds them comma-separated, in the order turned. */
  cards: string[];
  /** The slot of each card in the order turned: how many cards the round shows, one per tick. */
  turns: number[];
  outcome: RoundOutcome;
}

function parsed(code: string): Card {
  const card = parseCard(code);
  if (!card) throw new Error(`not a card: ${code}`);
  return card;
}

/** The whole round from its seed: the shuffled shoe's first cards go to the slots in deal order (or the game's turns). */
export function dealRound(rules: GameRules, seed: string): Deal {
  const codes = shuffledDeck(seed, rules.decks, rules.deck);
  // A fixed deal reads only its own cards; a game dealing by the cards may read the whole shoe.
  const shoe = (rules.turns ? codes : codes.slice(0, rules.dealOrder.length)).map(parsed);
  const turns = rules.turns ? rules.turns(shoe) : [...rules.dealOrder];
  const hands: Card[][] = Array.from({ length: rules.slots }, () => []);
  turns.forEach((slot, index) => hands[slot]?.push(shoe[index] as Card));
  const cards = hands.map((hand) => hand.map(cardCode).join(','));
  return {
    cards,
    turns,
    outcome: rules.outcome(
      hands.map((hand) => hand[0] as Card),
      hands,
    ),
  };
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
  for (const set of sets)
    byKey.set(
      setKey(set),
      [...set].sort((a, b) => a - b),
    );
  return [...byKey.values()];
}

/** Every sequence of `slots` cards a shoe of `decks` decks can deal (a card repeats at most `decks` times). */
function* everyDeal(slots: number, decks: number, deck: readonly Card[], used: readonly Card[] = []): Generator<Card[]> {
  if (used.length === slots) {
    yield [...used];
    return;
  }
  for (const card of deck) {
    if (used.filter((dealt) => dealt === card).length < decks) yield* everyDeal(slots, decks, deck, [...used, card]);
  }
}

/** Every winner set of the game (the money core reserves exposure for the worst of them). */
export function allWinnerSets(rules: GameRules): number[][] {
  if (rules.winnerSets) return distinctSets(rules.winnerSets);
  if (rules.slots > 2) throw new Error('list winnerSets for games of more than two cards');
  const deck = (rules.deck ?? ORDERED_CODES).map(parsed);
  return distinctSets(
    (function* () {
      for (const cards of everyDeal(rules.slots, rules.decks, deck))
        yield rules.outcome(
          cards,
          cards.map((card) => [card]),
        ).winners;
    })(),
  );
}

/** The winner sets restricted to one market's runners. */
export function marketWinnerSets(sets: readonly (readonly number[])[], market: MarketDef): number[][] {
  return distinctSets(sets.map((set) => set.filter((sid) => market.sids.includes(sid))));
}
