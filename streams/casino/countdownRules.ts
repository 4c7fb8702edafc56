/** CAS-ALL-09: the dial is scaled to 25 s whatever the table's start value. */
export const DIAL_SECONDS = 25;
/** CAS-ALL-10 POLL-13 CONST-17: the local countdown ticks every 100 ms… */
export const COUNTDOWN_TICK_MS = 100;
/** CAS-ALL-10 CONST-17: …stepping down by 0.1 per tick. */
export const COUNTDOWN_STEP = 0.1;

/** The countdown `ticks` steps after `autotime`, never below 0; counted in tenths so 6.0 − 0.1 is exactly 5.9. */
export function countdownAfter(autotime: number, ticks: number): number {
  const tenths = Math.round(autotime / COUNTDOWN_STEP) - ticks;
  return Math.max(0, tenths) / 10;
}

/** CAS-ALL-09: dial fraction = countdown / 25, kept within 0..1. */
export function dialFraction(countdown: number): number {
  return Math.min(1, Math.max(0, countdown / DIAL_SECONDS));
}
