import { z } from 'zod';

/**
 * Our addition to the spec's API: a bet on an exchange market (Match Odds, Tied Match, horse racing win
 * markets) is an order in the market's book, described under Betfair's names. House bets (bookmaker, fancy,
 * casino) are matched in full when taken and carry the same fields.
 */
export const ORDER_STATUSES = ['EXECUTABLE', 'EXECUTION_COMPLETE'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * What happens to the unmatched part of an order. LAPSE: it waits, and lapses at a suspension or the off.
 * PERSIST ("keep unmatched"): it waits through those too. CANCEL ("cancel unmatched"): it is cancelled at once.
 */
export const PERSISTENCES = ['LAPSE', 'PERSIST', 'CANCEL'] as const;
export type PersistenceType = (typeof PERSISTENCES)[number];

/** What an order is now: sizes in currency units; averagePriceMatched is null until something matched. */
export const orderState = z.object({
  betId: z.string(),
  sizeMatched: z.number(),
  sizeRemaining: z.number(),
  sizeCancelled: z.number(),
  sizeLapsed: z.number(),
  averagePriceMatched: z.number().nullable(),
  status: z.enum(ORDER_STATUSES),
});
export type OrderState = z.infer<typeof orderState>;

/** POST /bet/save2: the spec's answer, plus the order's state in `data` (our addition). */
export const placeBetResponse = z.object({ status: z.boolean(), message: z.string(), data: orderState.optional() });
export type PlaceBetResponse = z.infer<typeof placeBetResponse>;

/** POST /bet/cancel (our addition): the owner cancels what is still unmatched of one order. */
export const cancelBetRequest = z.object({ betId: z.string().min(1).max(64) });
export const cancelBetResponse = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.object({ betId: z.string(), sizeCancelled: z.number() }),
});
export type CancelBetResponse = z.infer<typeof cancelBetResponse>;

/**
 * POST /bet/replace (our addition): the owner gives an order's unmatched part a new price. In one transaction the
 * unmatched part is cancelled and placed again at `price` with the same persistence; it matches at once what the
 * new price meets. The answer carries the new order's state.
 */
export const replaceBetRequest = z.object({ betId: z.string().min(1).max(64), price: z.number().finite().gt(1).max(1000) });
export type ReplaceBetRequest = z.infer<typeof replaceBetRequest>;
