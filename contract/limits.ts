import type { MinMax } from './domain';

/** CONST-11 BET-13: SPEC §5 defaults for every value get-min-max may leave out. */
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

export interface Limits {
  oddsMin: number;
  oddsMax: number;
  bookmakerMin: number;
  bookmakerMax: number;
  fancyMin: number;
  fancyMax: number;
  /** BET-23 OPEN-056: delay × 1000; a missing delay is 100 ms, an explicit 0 stays 0. */
  betDelayMs: number;
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
    advanceBetLock: config?.advanceBetLock === true,
  };
}
