/**
 * Bookmaker rates in paise (45 = 0.45 profit per unit, decimal odds 1.45): the back below the fair price and the
 * lay above it, each by the margin, so neither backing nor laying every runner locks a profit.
 */
export interface BookmakerRates {
  back: number;
  lay: number;
}

/**
 * A bookmaker's traders re-quote by hand: at most once in this long (real time, whatever the feed's speed-up),
 * and at once when the market reopens after a wicket, goal or break of serve.
 */
export const BOOKMAKER_REQUOTE_MS = 8_000;
/** A move of the fair rate smaller than this (paise) is not worth a re-quote. */
const REQUOTE_STEP = 2;
/** The back is priced as if the runner's chance were 4 % more, the lay as if 4 % less: a back book of about 104 %, a lay book of about 96 %. */
const MARGIN = 0.04;
/** The rates a bookmaker quotes: a back of 1 to 400 paise; a runner outside that is suspended. */
const MIN_BACK = 1;
const MAX_BACK = 400;

const rateOf = (decimal: number): number => (decimal - 1) * 100;
const decimalOf = (rate: number): number => 1 + rate / 100;

/** Rounded down for the back and up for the lay, so each stays on its side of the fair price. */
export function bookmakerRates(chance: number): BookmakerRates | null {
  const back = Math.floor(rateOf(1 / (chance * (1 + MARGIN))));
  if (back < MIN_BACK || back > MAX_BACK) return null;
  return { back, lay: Math.ceil(rateOf(1 / (chance * (1 - MARGIN)))) };
}

/** Whether a held quote still has the fair price strictly between its back and its lay. */
const brackets = (rates: BookmakerRates, chance: number): boolean =>
  decimalOf(rates.back) < 1 / chance && 1 / chance < decimalOf(rates.lay);

const movedFrom = (held: readonly (BookmakerRates | null)[], fresh: readonly (BookmakerRates | null)[]): boolean =>
  fresh.some((rates, index) => {
    const before = held[index];
    return !rates || !before ? rates !== before : Math.abs(rates.back - before.back) >= REQUOTE_STEP;
  });

/** A held rate the game has moved past: the fair price left its back–lay range (so it would hand a bettor an edge). */
const overtaken = (held: readonly (BookmakerRates | null)[], chances: readonly number[]): boolean =>
  chances.some((chance, index) => {
    const rates = held[index];
    return rates ? !brackets(rates, chance) : false;
  });

/**
 * One match's bookmaker desk: holds its quotes between re-quotes, so a bettor's clicked rate stays good for a while,
 * but never past the fair price: a move that takes the fair price out of a held back–lay range is re-quoted at once.
 */
export function createBookmakerDesk() {
  let held: (BookmakerRates | null)[] | null = null;
  let quotedAt = Number.NEGATIVE_INFINITY;
  let open = false;
  return {
    /** The rates on offer for each runner now (`chances` in runner order, summing to 1), or null while the market is not open. */
    quote(chances: readonly number[], marketOpen: boolean, now: number): (BookmakerRates | null)[] | null {
      const reopened = marketOpen && !open;
      open = marketOpen;
      if (!marketOpen) return null;
      const fresh = chances.map(bookmakerRates);
      if (reopened || !held || overtaken(held, chances) || (now - quotedAt >= BOOKMAKER_REQUOTE_MS && movedFrom(held, fresh))) {
        held = fresh;
        quotedAt = now;
      }
      return held;
    },
  };
}

export type BookmakerDesk = ReturnType<typeof createBookmakerDesk>;
