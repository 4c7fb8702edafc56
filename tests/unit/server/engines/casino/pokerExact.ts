/**
 * 20-20 Poker's exact odds, counted once by a separate program (a C enumeration, not kept): every deal of one
 * 52-card deck, i.e. each of the 2,598,960 boards (taken one per suit-permutation class, 134,459 classes, weighted
 * by the class's size) with every ordered pair of disjoint hole pairs (1,081 × 990). Per board it ranked the 1,081
 * hole pairs with its own 7-card evaluator, sorted them and counted lower and equal disjoint pairs by
 * inclusion–exclusion. Its evaluator reproduces the published counts of the 133,784,560 seven-card hands (high card
 * 23,294,460 … straight flush 41,584), and A's wins equal B's: (2,781,381,002,400 − 113,130,263,816) / 2 each.
 */
export const POKER_DEALS = 2_781_381_002_400;
/** Ordered deals that split the pot. */
export const POKER_SPLITS = 113_130_263_816;
/** Ordered deals by the category of the winning hand (on a split pot, the category both hands share). */
export const WINNING_CATEGORY_DEALS: Record<string, number> = {
  'High Card': 164_934_908_760,
  Pair: 1_032_473_672_280,
  'Two Pair': 873_847_077_192,
  'Three of a Kind': 199_977_030_024,
  Straight: 223_032_153_384,
  Flush: 145_956_609_752,
  'Full House': 130_800_383_136,
  'Four of a Kind': 8_679_934_464,
  'Straight Flush': 1_679_233_408,
};

/** The Winning Hand bets and the categories each wins on. */
export const HAND_BET_CATEGORIES: Record<string, readonly string[]> = {
  'High Card/Pair': ['High Card', 'Pair'],
  'Two Pair': ['Two Pair'],
  'Three of a Kind': ['Three of a Kind'],
  Straight: ['Straight'],
  Flush: ['Flush'],
  'Full House': ['Full House'],
  'Four of a Kind+': ['Four of a Kind', 'Straight Flush'],
};

/** Player A or B wins (1 − split) / 2 of the deals. */
const PLAYER_WINS = (POKER_DEALS - POKER_SPLITS) / 2;

/**
 * What a stake of 1 on the named bet returns on average at `rate`: Player A or B rate × P(win) plus the stake back
 * on a split pot; a Winning Hand bet rate × P(its categories).
 */
export function pokerReturn(name: string, rate: number): number {
  if (name === 'Player A' || name === 'Player B') return (rate * PLAYER_WINS + POKER_SPLITS) / POKER_DEALS;
  const categories = HAND_BET_CATEGORIES[name];
  if (!categories) throw new Error(`no 20-20 Poker bet ${name}`);
  return (rate * categories.reduce((sum, category) => sum + (WINNING_CATEGORY_DEALS[category] ?? 0), 0)) / POKER_DEALS;
}
