import { combineLatest, map, shareReplay, type Observable } from 'rxjs';
import type { Sport } from '../../contract/sports';
import { eventLocks$ } from './eventLocks$';
import { events$ } from './events$';
import { visibleSports } from './visibleSports';

/** SHELL-08 SPEC §6: the games list as the menus show it, without the sports locked for the user. */
export const menuSports$: Observable<Sport[]> = combineLatest([events$, eventLocks$]).pipe(
  map(([events, locks]) => visibleSports(events.data ?? [], locks)),
  shareReplay({ bufferSize: 1, refCount: true }),
);
