/** Why betting on a casino selection is closed; every reason shows the SUSPENDED overlay (OPEN-080). */
export type CasinoLockReason = 'network' | 'noData' | 'pollFailed' | 'countdown' | 'marketSuspended' | 'runnerSuspended';

export interface CasinoLockFacts {
  online: boolean;
  /** Status of the newest casino data poll; undefined before the first answer. */
  pollStatus: 'ok' | 'error' | 'stale' | undefined;
  countdown: number;
  /** CAS-T20-03: the table's closing threshold (20-20 Teenpatti: 6), null when it has none. */
  closesBelow: number | null;
  marketSuspended: boolean;
  /** The runner's gstatus, undefined when the table (not one runner) is asked or the runner is missing. */
  gstatus: number | undefined;
  /** True when one selection is asked, so a missing runner counts as suspended. */
  forSelection: boolean;
  /** CAS-ALL-06: every runner of the table is at gstatus 0 (the round's betting has closed). */
  everyRunnerSuspended?: boolean;
}

/**
 * CAS-ALL-13 CAS-ALL-15 CAS-T20-03 OPEN-080: network down, no or failed data (a stale answer is a failed
 * one), 20-20 Teenpatti under 6 (5.9 closed, 6.0 open), a suspended market, a runner with gstatus 0.
 */
export function casinoLockReason(facts: CasinoLockFacts): CasinoLockReason | null {
  if (!facts.online) return 'network';
  if (facts.pollStatus === undefined) return 'noData';
  if (facts.pollStatus !== 'ok') return 'pollFailed';
  if (facts.closesBelow !== null && facts.countdown < facts.closesBelow) return 'countdown';
  if (facts.marketSuspended) return 'marketSuspended';
  if (facts.forSelection && (facts.gstatus === undefined || facts.gstatus === 0)) return 'runnerSuspended';
  if (facts.everyRunnerSuspended) return 'runnerSuspended';
  return null;
}
