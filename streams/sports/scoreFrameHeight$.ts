import { defer, distinctUntilChanged, interval, map, scan, startWith, type Observable } from 'rxjs';
import { getScheduler } from '../core/clock';

/** MKT-25 POLL-11 */
export const SCORE_HEIGHT_CHECK_MS = 1_000;
/** MKT-25 CONST-22 OPEN-049: the frame starts at 500 px; content over 200 px keeps 500, else 160. */
export const SCORE_FRAME_TALL_PX = 500;
export const SCORE_FRAME_SHORT_PX = 160;
export const SCORE_CONTENT_THRESHOLD_PX = 200;

/** Reads the frame's content height; undefined (or a throw, e.g. cross-origin) when it cannot. */
export type ContentHeightReader = () => number | undefined;

function readSafely(read: ContentHeightReader): number | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** OPEN-049: the live score frame's height, re-checked every second; an unreadable height keeps the current one. */
export function scoreFrameHeight$(read: ContentHeightReader): Observable<number> {
  return defer(() =>
    interval(SCORE_HEIGHT_CHECK_MS, getScheduler()).pipe(
      map(() => readSafely(read)),
      scan((height, content) => {
        if (content === undefined) return height;
        return content > SCORE_CONTENT_THRESHOLD_PX ? SCORE_FRAME_TALL_PX : SCORE_FRAME_SHORT_PX;
      }, SCORE_FRAME_TALL_PX),
      startWith(SCORE_FRAME_TALL_PX),
      distinctUntilChanged(),
    ),
  );
}
