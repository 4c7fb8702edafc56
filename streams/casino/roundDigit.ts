import type { CasinoRoundHeader } from '../../contract/casino';
import { FACE_DOWN, parseCard, worliDigit, type Card } from '../../contract/cards';

/** Instant Worli deals its three cards to C1, C2, C3. */
const WORLI_SLOTS = ['C1', 'C2', 'C3'] as const;

/** The round's three card codes as turned so far (face down: "1"). */
export const worliCards = (round: CasinoRoundHeader | undefined): string[] => WORLI_SLOTS.map((slot) => round?.[slot] ?? FACE_DOWN);

/** The round's single digit once all three cards are turned, else null. */
export function roundDigit(round: CasinoRoundHeader | undefined): number | null {
  const cards = worliCards(round).map(parseCard);
  return cards.every((card): card is Card => card !== null) ? worliDigit(cards) : null;
}
