import { cardCode, rankValue, type Card } from '../../../../contract/cards';
import { ORDERED_DECK } from '../deck';
import type { GameRules, RunnerDef } from '../game';
import { isRed } from './sideBets';

/** The sixteen J, Q, K, A (ORDERED_DECK's order); the shoe holds two of them, 32 cards. */
export const DECK_16: readonly string[] = ORDERED_DECK.filter((card) => rankValue(card.rank) === 1 || rankValue(card.rank) >= 11).map(
  cardCode,
);

/**
 * The six outcomes by the card (sids = win codes): Don the A♠ (1 in 16: 15.5 returns 96.9 %); each other outcome
 * three cards (3 in 16: 5.15 returns 96.6 %).
 */
const OUTCOMES: readonly (RunnerDef & { cards: readonly string[] })[] = [
  { sid: 1, name: 'Don', rate: 15.5, cards: ['ASS'] },
  { sid: 2, name: 'Amar Akbar Anthony', rate: 5.15, cards: ['AHH', 'ACC', 'ADD'] },
  { sid: 3, name: 'Sahib Bibi aur Ghulam', rate: 5.15, cards: ['KSS', 'QSS', 'JSS'] },
  { sid: 4, name: 'Dharam Veer', rate: 5.15, cards: ['KHH', 'KCC', 'KDD'] },
  { sid: 5, name: 'Kis Kisko Pyaar Karoon', rate: 5.15, cards: ['QHH', 'QCC', 'QDD'] },
  { sid: 6, name: 'Ghulam', rate: 5.15, cards: ['JHH', 'JCC', 'JDD'] },
];
const ODD = 7;
const RED = 8;
const BLACK = 9;
const FIRST_CARD = 10;
const CARD_RANKS = ['J', 'Q', 'K', 'A'] as const;

const MAIN_RUNNERS: RunnerDef[] = OUTCOMES.map(({ sid, name, rate }) => ({ sid, name, rate }));
/** Odd is J, K or A (3 in 4: 1.3 returns 97.5 %); a colour 1 in 2 (1.97: 98.5 %); a rank 1 in 4 (3.9: 97.5 %). */
const ODD_RUNNERS: RunnerDef[] = [{ sid: ODD, name: 'Odd', rate: 1.3 }];
const COLOUR_RUNNERS: RunnerDef[] = [
  { sid: RED, name: 'Red', rate: 1.97 },
  { sid: BLACK, name: 'Black', rate: 1.97 },
];
const CARD_RUNNERS: RunnerDef[] = CARD_RANKS.map((rank, index) => ({ sid: FIRST_CARD + index, name: `Card ${rank}`, rate: 3.9 }));
const sidsOf = (runners: readonly RunnerDef[]) => runners.map((runner) => runner.sid);

/**
 * Bollywood Table: one card in C1 from a two-deck shoe of the J, Q, K and A (32 cards) names one of six outcomes;
 * side bets Odd (J = 11, K = 13, A = 1), Red / Black, and the card's rank.
 */
export const bollywood: GameRules = {
  slots: 1,
  decks: 2,
  deck: DECK_16,
  dealOrder: [0],
  seats: [{ label: 'Card', slots: [0] }],
  nameField: 'nat',
  runners: [...MAIN_RUNNERS, ...ODD_RUNNERS, ...COLOUR_RUNNERS, ...CARD_RUNNERS],
  markets: [
    { markettype: 'Winner', sids: sidsOf(MAIN_RUNNERS) },
    { markettype: 'Odd', sids: sidsOf(ODD_RUNNERS) },
    { markettype: 'Colour', sids: sidsOf(COLOUR_RUNNERS) },
    { markettype: 'Card', sids: sidsOf(CARD_RUNNERS) },
  ],
  outcome([card]: readonly Card[]) {
    if (!card) throw new Error('Bollywood Table needs one card');
    const outcome = OUTCOMES.find((each) => each.cards.includes(cardCode(card)));
    if (!outcome) throw new Error(`not a Bollywood card: ${cardCode(card)}`);
    const sides = [
      ...(rankValue(card.rank) % 2 === 1 ? [ODD] : []),
      isRed(card) ? RED : BLACK,
      FIRST_CARD + CARD_RANKS.indexOf(card.rank as (typeof CARD_RANKS)[number]),
    ];
    return { win: String(outcome.sid), result: outcome.name, winners: [outcome.sid, ...sides] };
  },
};
