import { useObservableState } from 'observable-hooks';
import type { Sport } from '../../contract/sports';
import { menuSports$ } from '../../streams/sports/menuSports$';

const NONE: Sport[] = [];

/** The games list without the user's locked sports (SHELL-08, SPEC §6). */
export function useMenuSports(): Sport[] {
  return useObservableState(menuSports$) ?? NONE;
}
