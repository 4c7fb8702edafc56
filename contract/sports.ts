import { z } from 'zod';
import { envelope, idParam, nestedEnvelope, numericIdParam, text } from './http';

/** A sport in the games list (HOME-12, SRV-16): Cricket 4, Soccer 1, Tennis 2, Horse Racing 135, Casino without id. */
export const sport = z.object({ eventId: z.number().int().nullable(), name: z.string() });
export type Sport = z.infer<typeof sport>;
export const eventsResponse = envelope(z.array(sport));

export const competition = z.object({ competitionName: z.string(), competitionId: z.string() });
export type Competition = z.infer<typeof competition>;
export const competitionsResponse = envelope(z.array(competition));

export const marketRef = z.object({ marketId: z.string(), marketName: z.string() });
export type MarketRef = z.infer<typeof marketRef>;

/** OPEN-034: a Match Odds runner's level-1 prices as the match lists show them (null = not offered). */
export const listRunner = z.object({
  selectionId: z.number().int(),
  runner: z.string(),
  back: z.number().nullable(),
  lay: z.number().nullable(),
});
export type ListRunner = z.infer<typeof listRunner>;

/** A match's Match Odds entry: the in-play flag (HOME-07) and, when the feed has them, its runners' level-1 prices. */
export const matchOddsEntry = z.object({ inplay: z.boolean(), runners: z.array(listRunner).optional() });

/** Match record (the spec's entities, STATE-13); `matchId` is the match's own id, the {matchEventId} of its link (SHELL-13). */
export const match = z.object({
  eventId: z.number().int(),
  competitionId: z.string(),
  matchId: z.string(),
  eventName: z.string(),
  openDate: z.string(),
  marketName: z.string(),
  declared: z.boolean(),
  markets: z.array(marketRef),
  matchOdds: z.array(matchOddsEntry),
  bmOdds: z.boolean(),
  joinedMarketIds: z.string(),
  tv: z.boolean(),
  bm: z.boolean(),
  fancy: z.boolean(),
  s: z.boolean(),
  matchUrl: z.string(),
  inPlay: z.boolean(),
});
export type Match = z.infer<typeof match>;
export const matchesNestedResponse = nestedEnvelope(z.array(match));
export const matchesResponse = envelope(z.array(match));

export const sportParams = z.object({ eventId: numericIdParam });
export const competitionParams = z.object({ eventId: numericIdParam, legueId: text(64).min(1) });
export const matchParams = z.object({ eventId: numericIdParam, leagueId: text(64).min(1), matchId: text(64).min(1) });
export const marketOddsParams = matchParams.extend({ marketIds: text(2000).min(1) });

export const priceSize = z.object({ price: z.number(), size: z.number() });
export type PriceSize = z.infer<typeof priceSize>;

/** Match odds market (the spec's entities, MKT-27). */
export const oddsRunner = z.object({
  selectionId: z.number().int(),
  runner: z.string(),
  status: z.string(),
  ex: z.object({ availableToBack: z.array(priceSize), availableToLay: z.array(priceSize) }),
});
export type OddsRunner = z.infer<typeof oddsRunner>;
export const oddsMarket = z.object({
  marketId: z.string(),
  marketName: z.string(),
  status: z.string(),
  totalMatched: z.number(),
  runners: z.array(oddsRunner),
  /** Our addition to the spec's API: whether the event is in play now (the live source of MKT-05, MKT-06 and advanceBetLock). */
  inplay: z.boolean().optional(),
});
export type OddsMarket = z.infer<typeof oddsMarket>;
export const marketOddsResponse = envelope(z.array(oddsMarket));

/** One change of a runner's last traded price: when (epoch ms) and the price it traded at from then on. */
export const pricePoint = z.object({ at: z.number().int(), price: z.number() });
export type PricePoint = z.infer<typeof pricePoint>;
/** A Match Odds runner's last traded price since its market opened, oldest first (thinned on long markets). */
export const runnerPriceHistory = z.object({ selectionId: z.number().int(), runner: z.string(), points: z.array(pricePoint) });
export type RunnerPriceHistory = z.infer<typeof runnerPriceHistory>;
export const priceHistoryParams = matchParams.extend({ marketId: idParam });
export const priceHistory = z.object({ marketId: z.string(), runners: z.array(runnerPriceHistory) });
export type PriceHistory = z.infer<typeof priceHistory>;
export const priceHistoryResponse = envelope(priceHistory);

/** Bookmaker market: rates are in the 0–100 "paise" convention (profit = price × stake / 100). */
export const bookmakerRunner = z.object({
  selectionId: z.number().int(),
  runner: z.string(),
  status: z.string(),
  back: z.number(),
  lay: z.number(),
});
export type BookmakerRunner = z.infer<typeof bookmakerRunner>;
export const bookmakerMarket = z.object({
  marketId: z.string(),
  marketName: z.string(),
  status: z.string(),
  runners: z.array(bookmakerRunner),
});
export type BookmakerMarket = z.infer<typeof bookmakerMarket>;
export const bookmakerResponse = envelope(z.array(bookmakerMarket));

/** Fancy line (the spec's entities, MKT-28). */
export const fancyItem = z.object({
  RunnerName: z.string(),
  SelectionId: z.number().int(),
  BackPrice1: z.number(),
  BackSize1: z.number(),
  LayPrice1: z.number(),
  LaySize1: z.number(),
  GameStatus: z.string(),
  gtype: z.string(),
});
export type FancyItem = z.infer<typeof fancyItem>;
export const fancyResponse = envelope(z.object({ fancy: z.array(fancyItem) }));

/** Horse racing schedule (HORSE-01). */
export const horseRace = z.object({
  stime: z.string(),
  gmid: z.string(),
  gOdds: z.object({ status: z.string() }),
  childs: z.array(z.object({ gmid: z.string(), status: z.string() })),
});
export type HorseRace = z.infer<typeof horseRace>;
export const horseCourse = z.object({ ename: z.string(), races: z.array(horseRace) });
export const horseCountry = z.object({ cname: z.string(), children: z.array(horseCourse) });
export type HorseCountry = z.infer<typeof horseCountry>;
export const horseRaceResponse = envelope(z.object({ t1: z.array(horseCountry) }));

export const lockRequest = z.object({ setFor: text(64).min(1) });
export type LockRequest = z.infer<typeof lockRequest>;
export const lockItem = z.object({ eventId: z.number().int(), lock: z.boolean() });
export type LockItem = z.infer<typeof lockItem>;
export const locksResponse = envelope(z.array(lockItem));
