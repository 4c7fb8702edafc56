import { http } from 'msw';
import type { LockItem, Match, Sport } from '../../../../contract/sports';
import { apiUrl, contractJson } from '../apiRoute';
import { sportsFixture } from '../sportsFixtures';

export const eventsHandler = (sports: Sport[] = sportsFixture) =>
  http.get(apiUrl('events'), () => contractJson('events', { status: true, data: sports }));

/** Answers each sport's matches from `bySport` (a sport without an entry has none). */
export const matchesBySportHandler = (bySport: Record<number, Match[]>, calls: number[] = []) =>
  http.get(apiUrl('matchesBySport'), ({ params }) => {
    const eventId = Number(params.eventId);
    calls.push(eventId);
    return contractJson('matchesBySport', { status: true, data: bySport[eventId] ?? [] });
  });

/** The logged-in user's sport locks (HOME-20). */
export const eventLocksHandler = (locks: LockItem[] = []) =>
  http.post(apiUrl('eventLocks'), () => contractJson('eventLocks', { status: true, data: locks }));
