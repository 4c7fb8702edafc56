import { map, take, type Observable } from 'rxjs';
import type { QuotedRate } from '../../rules/rateCheck';
import { getBookmakerRunner$ } from '../match/bookmakerSlices';
import { getFancyLine$ } from '../match/fancySlices';
import { getOddsRunner$ } from '../match/oddsSlices';
import type { SlipSelection } from './slipTypes';

/** OPEN-052: the newest polled quote of the clicked runner and side (level 1; fancy: line and rate). */
export function latestQuote(selection: SlipSelection): Observable<QuotedRate | undefined> {
  const { key, marketId, selectionId, side } = selection;
  switch (selection.market) {
    case 'odds':
      return getOddsRunner$(key, marketId, selectionId).pipe(
        take(1),
        map((runner) => {
          const level = (side === 'back' ? runner?.ex.availableToBack : runner?.ex.availableToLay)?.[0];
          return level && { price: level.price };
        }),
      );
    case 'bookmaker':
      return getBookmakerRunner$(key, marketId, selectionId).pipe(
        take(1),
        map((runner) => runner && { price: side === 'back' ? runner.back : runner.lay }),
      );
    case 'fancy':
      return getFancyLine$(key, selectionId).pipe(
        take(1),
        map(
          (line) =>
            line && (side === 'back' ? { price: line.BackPrice1, size: line.BackSize1 } : { price: line.LayPrice1, size: line.LaySize1 }),
        ),
      );
  }
}
