import { rankValue, type Card } from '../../../../contract/cards';
import type { GameRules, RoundOutcome, RunnerDef } from '../game';

/** Punto banco from a shoe of eight decks, shuffled afresh for every round. */
export const BACCARAT_DECKS = 8;

/** Win codes: 1 Player, 2 Banker, 3 Tie. Sids 4 and 5 are the pair side bets. */
export const PLAYER = 1;
export const BANKER = 2;
export const TIE = 3;
export const PLAYER_PAIR = 4;
export const BANKER_PAIR = 5;

/** The hands' slots: Player C1, Banker C2 (each holds two or three cards in the order turned). */
export const PLAYER_SLOT = 0;
export const BANKER_SLOT = 1;

/**
 * Player and Banker at even money (a tie returns both); a Banker win on 6 pays half (no commission otherwise).
 * Tie 9 to 1 and each pair 12 to 1: at the common 8 to 1 and 11 to 1 they would return 85.6 % and 89.6 %.
 */
export const BACCARAT_RUNNERS: readonly RunnerDef[] = [
  { sid: PLAYER_PAIR, name: 'Player Pair', rate: 13 },
  { sid: PLAYER, name: 'Player', rate: 2 },
  { sid: TIE, name: 'Tie', rate: 10 },
  { sid: BANKER, name: 'Banker', rate: 2 },
  { sid: BANKER_PAIR, name: 'Banker Pair', rate: 13 },
];

/** A counts 1, 2–9 their number, 10 and the pictures 0. */
export const baccaratValue = (card: Card): number => {
  const value = rankValue(card.rank);
  return value >= 10 ? 0 : value;
};

/** A hand's points: the last digit of its values' sum. */
export const handPoints = (hand: readonly Card[]): number => hand.reduce((sum, card) => sum + baccaratValue(card), 0) % 10;

const NATURAL = 8;
const PLAYER_STANDS_FROM = 6;

/**
 * The third-card rule for the Banker: without a Player third card it draws on 0–5; otherwise on 0–2 always, on 3
 * unless the Player's third card is an 8, on 4 against 2–7, on 5 against 4–7, on 6 against 6–7, never on 7.
 */
export function bankerDraws(bankerPoints: number, playerThird: Card | null): boolean {
  if (playerThird === null) return bankerPoints < PLAYER_STANDS_FROM;
  const third = baccaratValue(playerThird);
  const drawsAgainst: Record<number, (value: number) => boolean> = {
    3: (value) => value !== 8,
    4: (value) => value >= 2 && value <= 7,
    5: (value) => value >= 4 && value <= 7,
    6: (value) => value >= 6 && value <= 7,
  };
  if (bankerPoints <= 2) return true;
  return drawsAgainst[bankerPoints]?.(third) ?? false;
}

/**
 * The deal from the top of the shoe: Player, Banker, Player, Banker; with no natural (8 or 9) on either hand the
 * Player draws the next card on 0–5, then the Banker the next by bankerDraws. The slot of each card, in order.
 */
export function baccaratTurns(shoe: readonly Card[]): number[] {
  const at = (index: number) => {
    const card = shoe[index];
    if (!card) throw new Error('the shoe ran out');
    return card;
  };
  const turns = [PLAYER_SLOT, BANKER_SLOT, PLAYER_SLOT, BANKER_SLOT];
  const player = [at(0), at(2)];
  const banker = [at(1), at(3)];
  if (handPoints(player) >= NATURAL || handPoints(banker) >= NATURAL) return turns;
  let playerThird: Card | null = null;
  if (handPoints(player) < PLAYER_STANDS_FROM) {
    playerThird = at(turns.length);
    turns.push(PLAYER_SLOT);
  }
  if (bankerDraws(handPoints(banker), playerThird)) turns.push(BANKER_SLOT);
  return turns;
}

const BANKER_HALF_PAY_POINTS = 6;
const isPair = (hand: readonly Card[]) => hand.length >= 2 && hand[0]?.rank === hand[1]?.rank;

/** The round's result from both hands: the higher points win; pairs are the first two cards of one rank. */
export function baccaratOutcome(player: readonly Card[], banker: readonly Card[]): RoundOutcome {
  const playerPoints = handPoints(player);
  const bankerPoints = handPoints(banker);
  const pairs = [...(isPair(player) ? [PLAYER_PAIR] : []), ...(isPair(banker) ? [BANKER_PAIR] : [])];
  const text = `Player ${playerPoints}, Banker ${bankerPoints}`;
  if (playerPoints === bankerPoints)
    return { win: String(TIE), result: `Tie (${text})`, winners: [TIE, ...pairs], pushed: [PLAYER, BANKER] };
  if (playerPoints > bankerPoints) return { win: String(PLAYER), result: `Player (${text})`, winners: [PLAYER, ...pairs] };
  const halfWon = bankerPoints === BANKER_HALF_PAY_POINTS ? [BANKER] : [];
  return { win: String(BANKER), result: `Banker (${text})`, winners: [BANKER, ...pairs], pushed: [], halfWon };
}

const PAIR_SETS = [[], [PLAYER_PAIR], [BANKER_PAIR], [PLAYER_PAIR, BANKER_PAIR]];

/**
 * Baccarat: Player's cards in C1, Banker's in C2 (two or three each, comma-separated in the order turned). Each
 * bet is a market of its own, so a pushed Player or Banker bet voids its market and a half-won Banker bet never
 * pays more than a full win: the exposure reserved for the round's outcomes covers both.
 */
export const baccarat: GameRules = {
  slots: 2,
  decks: BACCARAT_DECKS,
  dealOrder: [PLAYER_SLOT, BANKER_SLOT, PLAYER_SLOT, BANKER_SLOT],
  turns: baccaratTurns,
  seats: [
    { label: 'Player', slots: [PLAYER_SLOT] },
    { label: 'Banker', slots: [BANKER_SLOT] },
  ],
  nameField: 'nat',
  runners: BACCARAT_RUNNERS,
  markets: BACCARAT_RUNNERS.map((runner) => ({ markettype: runner.name, sids: [runner.sid] })),
  outcome: (_, hands = []) => baccaratOutcome(hands[PLAYER_SLOT] ?? [], hands[BANKER_SLOT] ?? []),
  winnerSets: [PLAYER, BANKER, TIE].flatMap((main) => PAIR_SETS.map((pairs) => [main, ...pairs])),
};
