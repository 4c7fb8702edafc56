import { z } from 'zod';
import { envelope, flexibleEnvelope, nestedEnvelope, numericIdParam, text } from './http';

/** Casino list item (LOBBY-10). `provider` is optional: it selects the provider tab (OPEN-074). */
export const casinoListItem = z.object({
  id: z.string(),
  name: z.string(),
  dataURL: z.string(),
  eventId: z.number().int().nullable(),
  casinoType: z.string(),
  thumbUrl: z.string(),
  tamannahSquareThumbUrl: z.string(),
  comingSoon: z.boolean(),
  provider: z.string().optional(),
  videoUrl: z.string().optional(),
});
export type CasinoListItem = z.infer<typeof casinoListItem>;
export const casinoListResponse = flexibleEnvelope(z.array(casinoListItem));

export const casinoMarket = z.object({ marketId: z.string(), markettype: z.string(), suspended: z.boolean().optional() });
export type CasinoMarket = z.infer<typeof casinoMarket>;
/**
 * Casino game record (CAS-ALL-33), as the spec lists it. `casinoType` is not among its fields: a server
 * may add it; streams/casino derives it from the name when it is missing.
 */
export const casinoGame = z.object({
  eventId: z.number().int(),
  legueId: z.string(),
  matchId: z.string(),
  name: z.string(),
  casinoType: z.string().optional(),
  markets: z.array(casinoMarket),
});
export type CasinoGame = z.infer<typeof casinoGame>;
export const casinoGamesResponse = envelope(z.array(casinoGame));

/** Live round header (CAS-ALL-07); a card code of "1" is face down. `hash` commits to the round seed. */
export const casinoRoundHeader = z.object({
  mid: z.string(),
  autotime: z.coerce.number(),
  C1: z.string().optional(),
  C2: z.string().optional(),
  C3: z.string().optional(),
  C4: z.string().optional(),
  C5: z.string().optional(),
  C6: z.string().optional(),
  hash: z.string().optional(),
});
export type CasinoRoundHeader = z.infer<typeof casinoRoundHeader>;

/** Live runner (CAS-ALL-08): name in nat or nation; gstatus 0 = suspended. */
export const casinoRunner = z.object({
  nat: z.string().optional(),
  nation: z.string().optional(),
  sid: z.coerce.number(),
  rate: z.coerce.number(),
  /** Our addition: the lay rate, on the runners that take lays (32 Cards' players); absent: back only. */
  layRate: z.coerce.number().optional(),
  gstatus: z.coerce.number(),
});
export type CasinoRunner = z.infer<typeof casinoRunner>;

/** Result item (CAS-ALL-30); `seed` reveals the committed seed after the result. */
export const casinoResult = z.object({
  mid: z.string(),
  result: z.string(),
  cards: z.string(),
  win: z.string(),
  seed: z.string().optional(),
});
export type CasinoResult = z.infer<typeof casinoResult>;

export const casinoLive = z.object({ t1: z.array(casinoRoundHeader), t2: z.array(casinoRunner) });
export type CasinoLive = z.infer<typeof casinoLive>;
export const casinoLiveResponse = envelope(casinoLive);
export const casinoDataResponse = envelope(casinoLive.extend({ result: z.array(casinoResult) }));
export type CasinoData = z.infer<typeof casinoDataResponse>['data'];
export const casinoResultsResponse = nestedEnvelope(z.array(casinoResult));

export const CASINO_FEEDS = ['teenpatti/t20', 'dragontiger/t20', 'lucky/a', 'lucky/b'] as const;
export const casinoFeedParams = z
  .object({ game: z.enum(['teenpatti', 'dragontiger', 'lucky']), variant: z.enum(['t20', 'a', 'b']) })
  .refine((p) => (CASINO_FEEDS as readonly string[]).includes(`${p.game}/${p.variant}`), 'unknown casino feed');
export const casinoDataParams = z.object({ casinoType: text(32).min(1), eventId: numericIdParam });
export const casinoCardsParams = z.object({ eventId: numericIdParam, mid: text(64).min(1) });
export const casinoCardsResponse = envelope(z.object({ mid: z.string(), cards: z.string() }));

export const roundResultRequest = z.object({ roundId: text(64).min(1) });
export const roundResultResponse = nestedEnvelope(z.array(z.object({ cards: z.string(), win: z.string(), mid: z.string() })));
