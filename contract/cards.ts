/**
 * Card codes of the casino feeds (C1…C6, result `cards`): rank then the suit letter twice — "KHH", "10DD",
 * "ASS", "7CC". A code of "1" is a card still face down (CAS-ALL-07). Card images: /cards/<code>.svg and
 * /cards/back.svg.
 */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const SUITS = ['S', 'H', 'C', 'D'] as const;
export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];
export interface Card {
  rank: Rank;
  suit: Suit;
}

export const FACE_DOWN = '1';

export const cardCode = ({ rank, suit }: Card): string => `${rank}${suit}${suit}`;

/** The card a code names, or null for a face-down or malformed code. */
export function parseCard(code: string): Card | null {
  const match = /^(A|[2-9]|10|J|Q|K)([SHCD])\2$/.exec(code);
  return match ? { rank: match[1] as Rank, suit: match[2] as Suit } : null;
}

/** A = 1 … K = 13 (Lucky 7: below 7 low, above 7 high; Dragon Tiger compares these). */
export const rankValue = (rank: Rank): number => RANKS.indexOf(rank) + 1;

export const cardImageUrl = (code: string): string => (parseCard(code) ? `/cards/${code}.svg` : '/cards/back.svg');

/** Instant Worli's single digit: the last digit of the cards' total (A = 1; its deck holds A to 10 only). */
export const worliDigit = (cards: readonly Card[]): number => cards.reduce((sum, card) => sum + rankValue(card.rank), 0) % 10;
