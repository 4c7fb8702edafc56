import type { MinMax } from './domain';

/** CONST-11 BET-13: the spec's defaults for every value get-min-max may leave out. */
export const DEFAULT_LIMITS = {
  oddsMin: 100,
  oddsMax: 100_000,
  bookmakerMin: 100,
  bookmakerMax: 300_000,
  fancyMin: 100,
  fancyMax: 300_000,
} as const;
export const DEFAULT_BET_DELAY_MS = 100;
const MS_PER_SECOND = 1_000;

/** The sports whose bets wait a delay of their own while the event is in play, as exchanges hold in-play bets. */
export const IN_PLAY_DELAY_SPORTS = ['Cricket', 'Soccer', 'Tennis', 'Horse Racing'] as const;
export type InPlayDelaySport = (typeof IN_PLAY_DELAY_SPORTS)[number];
/** Each sport's in-play delay in seconds; a domain's operator may set other values (domain:upsert --in-play-delay). */
export const DEFAULT_IN_PLAY_DELAY_SECONDS: Readonly<Record<InPlayDelaySport, number>> = {
  Cricket: 5,
  Soccer: 5,
  Tennis: 3,
  'Horse Racing': 1,
};

export interface Limits {
  oddsMin: number;
  oddsMax: number;
  bookmakerMin: number;
  bookmakerMax: number;
  fancyMin: number;
  fancyMax: number;
  /** BET-23 OPEN-056: delay × 1000; a missing delay is 100 ms, an explicit 0 stays 0. */
  betDelayMs: number;
  /** Our addition: each sport's delay of in-play odds, bookmaker and fancy bets, in ms. */
  inPlayDelayMs: Record<InPlayDelaySport, number>;
  advanceBetLock: boolean;
}

const orDefault = (value: number | null | undefined, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** BET-13: each missing value of the domain's min/max config takes its default. */
export function resolveLimits(config: MinMax | undefined): Limits {
  return {
    oddsMin: orDefault(config?.oddsMin, DEFAULT_LIMITS.oddsMin),
    oddsMax: orDefault(config?.oddsMax, DEFAULT_LIMITS.oddsMax),
    bookmakerMin: orDefault(config?.bookmakerMin, DEFAULT_LIMITS.bookmakerMin),
    bookmakerMax: orDefault(config?.bookmakerMax, DEFAULT_LIMITS.bookmakerMax),
    fancyMin: orDefault(config?.fancyMin, DEFAULT_LIMITS.fancyMin),
    fancyMax: orDefault(config?.fancyMax, DEFAULT_LIMITS.fancyMax),
    betDelayMs: typeof config?.delay === 'number' ? config.delay * MS_PER_SECOND : DEFAULT_BET_DELAY_MS,
    inPlayDelayMs: inPlayDelaysMs(config?.inPlayDelay),
    advanceBetLock: config?.advanceBetLock === true,
  };
}

function inPlayDelaysMs(seconds: MinMax['inPlayDelay']): Record<InPlayDelaySport, number> {
  const entries = IN_PLAY_DELAY_SPORTS.map((sport) => [
    sport,
    orDefault(seconds?.[sport], DEFAULT_IN_PLAY_DELAY_SECONDS[sport]) * MS_PER_SECOND,
  ]);
  return Object.fromEntries(entries) as Record<InPlayDelaySport, number>;
}

const isInPlayDelaySport = (sportsName: string): sportsName is InPlayDelaySport =>
  (IN_PLAY_DELAY_SPORTS as readonly string[]).includes(sportsName);

/**
 * BET-23 and the in-play delay: what an odds, bookmaker or fancy bet waits before it is matched or taken. In
 * play, its sport's delay; before the off (or a sport without one), the domain's delay.
 */
export const betDelayOf = (limits: Limits, sportsName: string, inPlay: boolean): number =>
  inPlay && isInPlayDelaySport(sportsName) ? limits.inPlayDelayMs[sportsName] : limits.betDelayMs;
