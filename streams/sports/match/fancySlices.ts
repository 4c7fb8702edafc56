import type { FancyItem } from '../../../contract/sports';
import { keyed } from '../../core/keyed';
import { fancyCategoryOf, type FancyCategory } from '../fancyCategories';
import { isFancyLineShown } from '../fancyLines';
import { getFancy$ } from '../getFancy$';
import { distinctSlice } from './distinctSlice';
import type { MatchKey } from './matchKey';

export interface FancyLineLayout {
  selectionId: number;
  name: string;
  category: FancyCategory;
}

const fancy$ = (key: MatchKey) => getFancy$(key.eventId, key.leagueId, key.matchId);

/** MKT-13..15: the shown fancy lines (no "no boundaries", no decimals but 0.1) with their tab. */
export const getFancyLayout$ = keyed((key: MatchKey) =>
  distinctSlice(fancy$(key), (lines: FancyItem[]): FancyLineLayout[] =>
    lines
      .filter((line) => isFancyLineShown(line.RunnerName))
      .map((line) => ({ selectionId: line.SelectionId, name: line.RunnerName, category: fancyCategoryOf(line.gtype) })),
  ),
);

/** MKT-12: one fancy line's No / Yes prices and its status. */
export const getFancyLine$ = keyed((key: MatchKey, selectionId: number) =>
  distinctSlice(fancy$(key), (lines: FancyItem[]) => lines.find((line) => line.SelectionId === selectionId)),
);
