/** Bookmaker rates in paise (45 = 0.45 profit per unit): back from the fair price less a margin, lay two above. */
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

export function bookmakerRates(chance: number): BookmakerRates | null {
  const back = Math.floor((1 / (chance * 1.04) - 1) * 100);
  if (back < 1 || back > 400) return null;
  return { back, lay: back + 2 };
}

const movedFrom = (held: readonly (BookmakerRates | null)[], fresh: readonly (BookmakerRates | null)[]): boolean =>
  fresh.some((rates, index) => {
    const before = held[index];
    return !rates || !before ? rates !== before : Math.abs(rates.back - before.back) >= REQUOTE_STEP;
  });

/** One match's bookmaker desk: holds its quotes between re-quotes, so a bettor's clicked rate stays good for a while. */
export function createBookmakerDesk() {
  let held: (BookmakerRates | null)[] | null = null;
  let quotedAt = Number.NEGATIVE_INFINITY;
  let open = false;
  return {
    /** The rates on offer for each runner now (`chances` in runner order), or null while the market is not open. */
    quote(chances: readonly number[], marketOpen: boolean, now: number): (BookmakerRates | null)[] | null {
      const reopened = marketOpen && !open;
      open = marketOpen;
      if (!marketOpen) return null;
      const fresh = chances.map(bookmakerRates);
      if (reopened || !held || (now - quotedAt >= BOOKMAKER_REQUOTE_MS && movedFrom(held, fresh))) {
        held = fresh;
        quotedAt = now;
      }
      return held;
    },
  };
}

export type BookmakerDesk = ReturnType<typeof createBookmakerDesk>;
