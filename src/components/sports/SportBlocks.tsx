import { useDeferredValue } from 'react';
import type { Match, Sport } from '../../../contract/sports';
import { groupBySport } from '../../../streams/sports/groupMatches';
import { firstRows } from './firstRows';
import { SportBlock } from './SportBlock';

/** About what a phone's first screen shows of a list under the banners and tabs. */
const FIRST_SCREEN_ROWS = 4;

/**
 * A list's sport blocks. Mounted when the list's matches first arrive, it renders the rows of the first screen
 * and lets the paint through, then the rest in a background render (React's deferred value) that input interrupts.
 */
export function SportBlocks({ matches, sports, nowMs }: { matches: Match[]; sports: readonly Sport[]; nowMs: number }) {
  const rowLimit = useDeferredValue(Number.POSITIVE_INFINITY, FIRST_SCREEN_ROWS);
  return firstRows([...groupBySport(matches)], rowLimit).map(({ key, rows, count }) => (
    <SportBlock
      key={key}
      eventId={key}
      name={sports.find((sport) => sport.eventId === key)?.name ?? ''}
      matches={rows}
      count={count}
      nowMs={nowMs}
    />
  ));
}
