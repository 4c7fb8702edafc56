import { z } from 'zod';
import type { MarketSpec } from './types';

const price = z.number().finite().positive().nullable();

const selection = z.object({
  selectionId: z.number().int(),
  name: z.string().min(1).max(200),
  back: price,
  lay: price,
  backSize: price.optional(),
  laySize: price.optional(),
  suspended: z.boolean().optional(),
});

/** A market spec as operators and QA write it (market:open): the MarketSpec of types.ts, validated. */
export const marketSpecSchema = z.object({
  marketId: z.string().min(1).max(200),
  kind: z.enum(['casino', 'matchOdds', 'bookmaker', 'fancy']),
  eventId: z.number().int(),
  leagueId: z.string().min(1).max(64),
  matchId: z.string().min(1).max(64),
  eventName: z.string().min(1).max(200),
  sportsName: z.string().min(1).max(64),
  marketName: z.string().min(1).max(200),
  roundId: z.string().min(1).max(64).nullish(),
  inPlay: z.boolean().optional(),
  selections: z.array(selection).min(1).max(100),
  outcomes: z.array(z.array(z.number().int())).optional(),
}) satisfies z.ZodType<MarketSpec>;
