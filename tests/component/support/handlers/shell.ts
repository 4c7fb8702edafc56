import { http } from 'msw';
import type { Sport } from '../../../../contract/sports';
import { apiUrl, contractJson } from '../apiRoute';

export const MENU_SPORTS: Sport[] = [
  { eventId: 4, name: 'Cricket' },
  { eventId: 1, name: 'Soccer' },
  { eventId: 2, name: 'Tennis' },
  { eventId: null, name: 'Casino' },
];

/** The games list the menus show (SHELL-08). */
export const eventsHandler = (sports: Sport[] = MENU_SPORTS) =>
  http.get(apiUrl('events'), () => contractJson('events', { status: true, data: sports }));

/** A sport's matches (empty by default: the shell's search and lists read them). */
export const matchesBySportHandler = () =>
  http.get(apiUrl('matchesBySport'), () => contractJson('matchesBySport', { status: true, data: [] }));

/** The user's saved stake presets (null: never saved). */
export const stakesHandler = (stakes: number[] | null = null) =>
  http.get(apiUrl('stakes'), () => contractJson('stakes', { status: true, data: stakes }));

/** Event locks of the user (none by default). */
export const eventLocksHandler = () => http.post(apiUrl('eventLocks'), () => contractJson('eventLocks', { status: true, data: [] }));
