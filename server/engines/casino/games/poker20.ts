import type { Card } from '../../../../contract/cards';
import type { GameRules, RoundOutcome, RunnerDef } from '../game';
import { bestPokerHand, comparePokerHands, type PokerCategory } from '../pokerHand';

/** Win codes: 1 Player A, 2 Player B, 3 a split pot. */
export const PLAYER_A = 1;
export const PLAYER_B = 2;
export const SPLIT_WIN = '3';

/** The slots: Player A's two cards in C1, Player B's in C2, the five board cards in C3 (comma-separated, in the order turned). */
export const HAND_A_SLOT = 0;
export const HAND_B_SLOT = 1;
export const BOARD_SLOT = 2;

/** A1, B1, A2, B2, then the flop (three cards), the turn and the river: shoe positions 0 to 8. */
export const POKER_DEAL_ORDER: readonly number[] = [
  HAND_A_SLOT,
  HAND_B_SLOT,
  HAND_A_SLOT,
  HAND_B_SLOT,
  BOARD_SLOT,
  BOARD_SLOT,
  BOARD_SLOT,
  BOARD_SLOT,
  BOARD_SLOT,
];

/**
 * The Winning Hand bets: the category of the better hand (on a split pot the one both hands share), rare
 * categories grouped so that each bet has a sane rate.
 */
const HAND_BETS: readonly { sid: number; name: string; rate: number; categories: readonly PokerCategory[] }[] = [
  { sid: 3, name: 'High Card/Pair', rate: 2.25, categories: ['High Card', 'Pair'] },
  { sid: 4, name: 'Two Pair', rate: 3.1, categories: ['Two Pair'] },
  { sid: 5, name: 'Three of a Kind', rate: 13.5, categories: ['Three of a Kind'] },
  { sid: 6, name: 'Straight', rate: 12, categories: ['Straight'] },
  { sid: 7, name: 'Flush', rate: 18.5, categories: ['Flush'] },
  { sid: 8, name: 'Full House', rate: 20.5, categories: ['Full House'] },
  { sid: 9, name: 'Four of a Kind+', rate: 260, categories: ['Four of a Kind', 'Straight Flush'] },
];

/**
 * Player A and Player B at 1.97 (a split pot returns the stake); each Winning Hand bet near 97 % of fair
 * (docs/casino.md lists the exact returns).
 */
export const POKER_RUNNERS: readonly RunnerDef[] = [
  { sid: PLAYER_A, name: 'Player A', rate: 1.97 },
  { sid: PLAYER_B, name: 'Player B', rate: 1.97 },
  ...HAND_BETS.map(({ sid, name, rate }) => ({ sid, name, rate })),
];

const handBetOf = (category: PokerCategory): number => HAND_BETS.find((bet) => bet.categories.includes(category))?.sid ?? 0;

/** The round's result from both hole pairs and the board: each hand is its best five of seven. */
export function pokerOutcome(holeA: readonly Card[], holeB: readonly Card[], board: readonly Card[]): RoundOutcome {
  const a = bestPokerHand([...holeA, ...board]);
  const b = bestPokerHand([...holeB, ...board]);
  const versus = comparePokerHands(a, b);
  if (versus === 0) {
    return { win: SPLIT_WIN, result: `Split pot (${a.category})`, winners: [handBetOf(a.category)], pushed: [PLAYER_A, PLAYER_B] };
  }
  const [player, hand] = versus > 0 ? ([PLAYER_A, a] as const) : ([PLAYER_B, b] as const);
  return {
    win: String(player),
    result: `Player ${player === PLAYER_A ? 'A' : 'B'} (${hand.category})`,
    winners: [player, handBetOf(hand.category)],
  };
}

/**
 * 20-20 Poker: heads-up Texas Hold'em from one 52-card deck. Two markets: Winner (Player A, Player B; a split pot
 * voids it, every stake back) and Winning Hand (one of its seven bets wins every round).
 */
export const poker20: GameRules = {
  slots: 3,
  decks: 1,
  dealOrder: POKER_DEAL_ORDER,
  seats: [
    { label: 'Player A', slots: [HAND_A_SLOT], cards: 2 },
    { label: 'Board', slots: [BOARD_SLOT], cards: 5 },
    { label: 'Player B', slots: [HAND_B_SLOT], cards: 2 },
  ],
  nameField: 'nat',
  runners: POKER_RUNNERS,
  markets: [
    { markettype: 'Winner', sids: [PLAYER_A, PLAYER_B] },
    { markettype: 'Winning Hand', sids: HAND_BETS.map((bet) => bet.sid) },
  ],
  outcome: (_, hands = []) => pokerOutcome(hands[HAND_A_SLOT] ?? [], hands[HAND_B_SLOT] ?? [], hands[BOARD_SLOT] ?? []),
  winnerSets: HAND_BETS.flatMap(({ sid }) => [[PLAYER_A, sid], [PLAYER_B, sid], [sid]]),
};
