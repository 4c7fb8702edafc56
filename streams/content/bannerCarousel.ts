import {
  defer,
  distinctUntilChanged,
  interval,
  map,
  merge,
  of,
  scan,
  shareReplay,
  startWith,
  Subject,
  switchMap,
  type Observable,
} from 'rxjs';
import { getScheduler } from '../core/clock';

/** DOM-14 POLL-12 CONST-12 */
export const BANNER_ROTATE_MS = 5_000;

export interface BannerCarousel {
  bannerIndex$: Observable<number>;
  nextBanner(): void;
  previousBanner(): void;
}

const wrap = (index: number, count: number) => (count === 0 ? 0 : ((index % count) + count) % count);

/**
 * DOM-14 SHELL-36: the shown slide's index — it advances every 5 s and wraps both ways (next on the last
 * → first, previous on the first → last); a manual step restarts the 5 s wait. Restarts at 0 when the
 * number of slides changes.
 */
export function createBannerCarousel(count$: Observable<number>): BannerCarousel {
  const steps = new Subject<1 | -1>();
  const bannerIndex$ = defer(() => {
    const scheduler = getScheduler();
    const autoAdvance = () => interval(BANNER_ROTATE_MS, scheduler).pipe(map(() => 1));
    const steps$ = steps.pipe(
      startWith(0),
      switchMap((step) => merge(of(step), autoAdvance())),
    );
    return count$.pipe(
      distinctUntilChanged(),
      switchMap((count) => steps$.pipe(scan((index, step) => wrap(index + step, count), 0))),
      distinctUntilChanged(),
    );
  }).pipe(shareReplay({ bufferSize: 1, refCount: true }));
  return { bannerIndex$, nextBanner: () => steps.next(1), previousBanner: () => steps.next(-1) };
}
