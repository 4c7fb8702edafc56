import { z } from 'zod';
import { envelope, flexibleEnvelope, idempotencyKey, isoDate, nonEmptyText, paged, text } from './http';
import { orderState, PERSISTENCES } from './orders';

const betType = z.enum(['back', 'lay']);
const stake = z.number().int().min(1).max(100_000_000);
const price = z.number().finite().min(0).max(1_000_000);

/** Fields every bet payload shares (the spec's bet payloads, OPEN-062). `idempotencyKey` makes a retry safe. */
const betBase = z.object({
  eventId: z.number().int(),
  legueId: nonEmptyText(64),
  matchId: nonEmptyText(64),
  marketId: nonEmptyText(200),
  sportsName: nonEmptyText(64),
  event: nonEmptyText(200),
  selection: nonEmptyText(200),
  stake,
  placeTime: isoDate,
  favourMargin: z.number().finite(),
  againstMargin: z.number().finite(),
  idempotencyKey: idempotencyKey.optional(),
});

export const casinoBet = betBase.extend({
  markettype: z.literal('Casino'),
  sportsName: z.literal('Casino'),
  roundId: nonEmptyText(64),
  selectionId: z.number().int(),
  /** Lay only where the runner offers a lay rate (32 Cards' players); the server refuses it elsewhere. */
  type: betType,
  oddsReq: price,
  runners: z.array(text(200)).max(100),
  market: text(200).optional(),
});
export const oddsBet = betBase.extend({
  markettype: z.enum(['Match Odds', 'Bookmaker']),
  market: nonEmptyText(200),
  selectionId: z.number().int(),
  type: betType,
  oddsReq: price,
  runnersCount: z.number().int().min(1).max(100),
  runners: z.array(text(200)).max(100),
  latestAgainstMargin: z.number().finite().optional(),
  latestFavourMargin: z.number().finite().optional(),
  /** Our addition: what happens to the unmatched part of an exchange order; absent: LAPSE, at the live price only. */
  persistence: z.enum(PERSISTENCES).optional(),
});
export const fancyBet = betBase.extend({
  markettype: z.literal('FANCY'),
  market: z.literal('Fancy'),
  selectionId: z.number().int(),
  type: betType,
  size: price,
  laySize: price,
  backSize: price,
  price,
});
export const betPayload = z.discriminatedUnion('markettype', [casinoBet, oddsBet, fancyBet]);
export type BetPayload = z.infer<typeof betPayload>;
export type CasinoBetPayload = z.infer<typeof casinoBet>;
export type OddsBetPayload = z.infer<typeof oddsBet>;
export type FancyBetPayload = z.infer<typeof fancyBet>;

export const exposureResponse = envelope(z.number());

/** Live bet record, one per open market (STATE-10). */
export const liveBet = z.object({
  _id: z.string(),
  matchId: z.string(),
  eventId: z.number().int(),
  legueId: z.string(),
  sportsName: z.string(),
  event: z.string(),
  markettype: z.string(),
  count: z.number().int(),
  /** Our addition to the spec's API: the market's name ("Match Odds", a fancy line, a casino market) and its exposure. */
  marketName: z.string().optional(),
  exposure: z.number().optional(),
  /** Our addition: the market's open bets' matched and still unmatched stakes, summed. */
  sizeMatched: z.number().optional(),
  sizeRemaining: z.number().optional(),
});
export type LiveBet = z.infer<typeof liveBet>;
export const tradeListResponse = envelope(z.array(liveBet));

/** A user's bet on a match or table (the spec's existing bet list item). */
export const existingBet = z
  .object({
    roundId: z.string().nullable(),
    marketId: z.string(),
    selectionId: z.number().int(),
    selection: z.string(),
    type: betType,
    price: z.number(),
    size: z.number(),
    stake: z.number(),
    favourMargin: z.number(),
    againstMargin: z.number(),
    markettype: z.string(),
    placeTime: z.string(),
    /** Our addition to the spec's API: the bet's id and its market's name, so open bets can be listed by market. */
    betId: z.string().optional(),
    marketName: z.string().optional(),
    /** Our addition: true for an order placed by a cash out (a hedge of the bettor's position). */
    cashOut: z.boolean().optional(),
  })
  // Our addition: the order's matched / unmatched parts.
  .extend(orderState.omit({ betId: true }).partial().shape);
export type ExistingBet = z.infer<typeof existingBet>;
export const betDetailsListResponse = flexibleEnvelope(z.array(existingBet));

/** Bet detail (REC-11). */
export const betDetail = z
  .object({
    betId: z.string(),
    markettype: z.string(),
    selection: z.string(),
    type: betType,
    oddsReq: z.number(),
    price: z.number(),
    size: z.number(),
    stake: z.number(),
    case: z.string(),
    placeTime: z.string(),
    settledAt: z.string().nullable(),
    remark: z.string(),
    marketId: z.string(),
    selectionId: z.number().int(),
    favourMargin: z.number(),
    againstMargin: z.number(),
    event: z.string(),
    sportsName: z.string(),
    /** Our addition: true for an order placed by a cash out. */
    cashOut: z.boolean().optional(),
  })
  // Our addition: the order's matched / unmatched / cancelled / lapsed parts.
  .extend(orderState.omit({ betId: true }).partial().shape);
export type BetDetail = z.infer<typeof betDetail>;
export const betDetailResponse = envelope(betDetail);

export const BET_STATUSES = ['settled', 'unsettled'] as const;
export const betHistoryRequest = z.object({
  status: z.enum(BET_STATUSES),
  sportsName: nonEmptyText(64),
  from: isoDate,
  to: isoDate,
});
export type BetHistoryRequest = z.infer<typeof betHistoryRequest>;
export const betHistoryResponse = paged(betDetail);
