import type { LockItem, Sport } from '../../contract/sports';

/** HOME-20: a sport whose eventId has lock true is hidden from the menu; Casino (no id) is never locked. */
export function visibleSports(sports: readonly Sport[], locks: readonly LockItem[]): Sport[] {
  const locked = new Set(locks.filter((item) => item.lock).map((item) => item.eventId));
  return sports.filter((sport) => sport.eventId === null || !locked.has(sport.eventId));
}
