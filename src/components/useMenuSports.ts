import { useObservableState } from 'observable-hooks';
import type { Sport } from '../../contract/sports';
import { visibleSports$ } from '../../streams/sports/visibleSports$';

const NONE: Sport[] = [];

/** The games list without the user's locked sports (SHELL-08, the spec's roles); empty until it loads. */
export function useMenuSports(): Sport[] {
  return useObservableState(visibleSports$) ?? NONE;
}
