import { z } from 'zod';
import { isoDate, nonEmptyText, paged, text } from './http';

export const STATEMENT_FILTERS = ['all', 'upline', 'betRecords'] as const;
/** Account statement request (REC-08, OPEN-100). */
export const statementRequest = z.object({
  userId: nonEmptyText(64),
  from: isoDate,
  to: isoDate,
  filter: z.enum(STATEMENT_FILTERS),
});
export type StatementRequest = z.infer<typeof statementRequest>;

/** Statement row (REC-09); "deposite" is the wire spelling (OPEN-105). */
export const statementRow = z.object({
  createdAt: z.string(),
  type: z.enum(['deposite', 'withdraw']),
  amount: z.number(),
  displayText: z.string(),
  openingBalancePayee: z.number(),
  openingBalancePayer: z.number(),
  payer: z.object({ _id: z.string() }),
  remark: z.string(),
  betId: z.string().nullable(),
});
export type StatementRow = z.infer<typeof statementRow>;
export const statementResponse = paged(statementRow);

/** Profit and loss request (REC-15, OPEN-108): the level is given by which of eventId, matchId, markettype are present. */
export const profitLossRequest = z.object({
  from: isoDate,
  to: isoDate,
  eventId: text(64).optional(),
  matchId: text(200).optional(),
  markettype: text(64).optional(),
});
export type ProfitLossRequest = z.infer<typeof profitLossRequest>;

/** Profit and loss row (REC-16): aggregate levels fill the first five fields, the bet level the rest. */
export const profitLossRow = z.object({
  sportsName: z.string(),
  eventName: z.string(),
  markettype: z.string(),
  profitloss: z.number(),
  bets: z.number().int(),
  eventId: z.string().optional(),
  matchId: z.string().optional(),
  selection: z.string().optional(),
  type: z.string().optional(),
  oddsReq: z.number().optional(),
  stake: z.number().optional(),
  placeTime: z.string().optional(),
  settledAt: z.string().optional(),
});
export type ProfitLossRow = z.infer<typeof profitLossRow>;
export const profitLossResponse = paged(profitLossRow);

export const userIdParam = nonEmptyText(64);
