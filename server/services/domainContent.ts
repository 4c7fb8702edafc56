import type { Banner, MinMax, Notice } from '../../contract/domain';
import type { Db } from '../db/connect';
import { findMinMax, listBannerUrls, listNoticeTexts, type MinMaxRow } from '../repositories/domainContent';
import { requireDomain } from './domains';
import { inPlayDelaysOf } from './inPlayDelays';

/** SRV-34: display order. */
export async function bannersOf(db: Db, domainId: string): Promise<Banner[]> {
  const domain = await requireDomain(db, domainId);
  return (await listBannerUrls(db, domain.id)).map((banner) => ({ banner }));
}

/** SRV-33: display order. */
export async function noticesOf(db: Db, domainId: string): Promise<Notice[]> {
  const domain = await requireDomain(db, domainId);
  return (await listNoticeTexts(db, domain.id)).map((notice) => ({ notice }));
}

/** SRV-25: the domain's limits as get-min-max answers them; none stored → {} (the spec's defaults apply). */
export const minMaxOf = (limits: MinMaxRow | undefined): MinMax =>
  limits
    ? {
        oddsMin: limits.odds_min,
        oddsMax: limits.odds_max,
        fancyMin: limits.fancy_min,
        fancyMax: limits.fancy_max,
        bookmakerMin: limits.bookmaker_min,
        bookmakerMax: limits.bookmaker_max,
        delay: limits.delay_seconds,
        advanceBetLock: limits.advance_bet_lock === 1,
      }
    : {};

/**
 * SRV-25: an empty object lets the client fall back to the spec's defaults; the in-play bet delays (our
 * addition) are always there, so the slip counts down what the server waits.
 */
export async function limitsOf(db: Db, domainId: string, sportsSpeed?: number): Promise<MinMax> {
  const domain = await requireDomain(db, domainId);
  return { ...minMaxOf(await findMinMax(db, domain.id)), inPlayDelay: inPlayDelaysOf(domain.in_play_delays, sportsSpeed) };
}
