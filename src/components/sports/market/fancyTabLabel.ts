import { strings } from '../../../../contract/strings';
import type { FancyCategory } from '../../../../streams/sports/fancyCategories';

/** MKT-13: the default tab reads "Run"; the others are their category name in words ("balls_faced" → "Balls Faced"). */
export function fancyTabLabel(category: FancyCategory): string {
  if (category === 'runs') return strings.run;
  return category
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
