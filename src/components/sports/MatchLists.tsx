import styled from '@emotion/styled';
import { useObservableEagerState } from 'observable-hooks';
import { useMemo, useState } from 'react';
import { strings } from '../../../contract/strings';
import type { Match, Sport } from '../../../contract/sports';
import { groupMatches, type MatchGroups } from '../../../streams/sports/groupMatches';
import { listClock$ } from '../../../streams/sports/listClock$';
import { useHandOverFirstScreen } from '../useHandOverFirstScreen';
import { EmptyList } from './EmptyList';
import { ListSkeleton } from './ListSkeleton';
import { SportBlocks } from './SportBlocks';
import { sportsLabels } from './sportsLabels';
import { touchMinHeight } from '../../theme/touchTargets';
import { TabStrip } from '../plain/TabStrip';
import { themedCss } from '../themedCss';

export type MatchGroupKey = keyof MatchGroups;
const GROUPS: [MatchGroupKey, string][] = [
  ['inPlay', strings.inPlay],
  ['today', strings.today],
  ['tomorrow', strings.tomorrow],
];

const Column = styled.div({ display: 'flex', flexDirection: 'column', gap: 12 });

const Strip = styled(TabStrip)(
  themedCss((theme) => ({
    backgroundColor: theme.palette.background.paper,
    borderRadius: theme.shape.borderRadius,
    ...touchMinHeight(40),
    '& [role="tab"]': { ...touchMinHeight(40), minWidth: 0, padding: theme.spacing(1.5, 1), fontWeight: 700, whiteSpace: 'nowrap' },
  })),
) as typeof TabStrip; // keeps the strip's value type (the group keys)

interface Props {
  matches: Match[] | undefined;
  sports: readonly Sport[];
  /** /inplay shows only the In Play list (OPEN-039). */
  only?: MatchGroupKey;
}

/** HOME-06..08: the In Play / Today / Tommorow lists, one collapsible block per sport. */
export function MatchLists({ matches, sports, only }: Props) {
  const [chosen, setChosen] = useState<MatchGroupKey>(only ?? 'inPlay');
  const nowMs = useObservableEagerState(listClock$);
  const groups = useMemo(() => (matches === undefined ? undefined : groupMatches(matches, nowMs)), [matches, nowMs]);
  const shown = groups?.[only ?? chosen];
  // The lists are the last of the home page to arrive: with them the app's first screen is whole.
  useHandOverFirstScreen(groups !== undefined);
  return (
    <Column>
      {only === undefined && (
        <Strip
          label={sportsLabels.matchGroups}
          tabs={GROUPS.map(([key, label]) => ({ value: key, label: `${label}${groups ? ` (${groups[key].length})` : ''}` }))}
          selected={chosen}
          onSelect={setChosen}
        />
      )}
      {shown === undefined ? (
        <ListSkeleton />
      ) : shown.length === 0 ? (
        <EmptyList />
      ) : (
        <SportBlocks matches={shown} sports={sports} nowMs={nowMs} />
      )}
    </Column>
  );
}
