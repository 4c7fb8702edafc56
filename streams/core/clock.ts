import { asyncScheduler, type SchedulerLike } from 'rxjs';

let scheduler: SchedulerLike = asyncScheduler;
let jitterSource: () => number = Math.random;

/** Every time operator reads this at subscribe time, so tests and replay can run on virtual time. */
export function getScheduler(): SchedulerLike {
  return scheduler;
}

export function setScheduler(next: SchedulerLike): void {
  scheduler = next;
}

export function now(): number {
  return scheduler.now();
}

/** A number in [0, 1) used for retry jitter; injectable so backoff is deterministic in tests. */
export function jitter(): number {
  return jitterSource();
}

export function setJitterSource(next: () => number): void {
  jitterSource = next;
}
