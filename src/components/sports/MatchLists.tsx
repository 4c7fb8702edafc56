import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useObservableEagerState } from 'observable-hooks';
import { useMemo, useState } from 'react';
import { strings } from '../../../contract/strings';
import type { Match, Sport } from '../../../contract/sports';
import { groupMatches, type MatchGroups } from '../../../streams/sports/groupMatches';
import { listClock$ } from '../../../streams/sports/listClock$';
import { EmptyList } from './EmptyList';
import { ListSkeleton } from './ListSkeleton';
import { SportBlocks } from './SportBlocks';
import { sportsLabels } from './sportsLabels';
import { touchMinHeight } from '../../theme/touchTargets';

export type MatchGroupKey = keyof MatchGroups;
const GROUPS: [MatchGroupKey, string][] = [
  ['inPlay', strings.inPlay],
  ['today', strings.today],
  ['tomorrow', strings.tomorrow],
];

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
  return (
    <Stack spacing={1.5}>
      {only === undefined && (
        <Tabs
          value={chosen}
          onChange={(_, next: MatchGroupKey) => setChosen(next)}
          aria-label={sportsLabels.matchGroups}
          variant="fullWidth"
          sx={{
            bgcolor: 'background.paper',
            borderRadius: 1,
            ...touchMinHeight(40),
            '& .MuiTab-root': { ...touchMinHeight(40), minWidth: 0, px: 1, fontWeight: 700, whiteSpace: 'nowrap' },
          }}
        >
          {GROUPS.map(([key, label]) => (
            <Tab key={key} value={key} label={`${label}${groups ? ` (${groups[key].length})` : ''}`} />
          ))}
        </Tabs>
      )}
      {shown === undefined ? (
        <ListSkeleton />
      ) : shown.length === 0 ? (
        <EmptyList />
      ) : (
        <SportBlocks matches={shown} sports={sports} nowMs={nowMs} />
      )}
    </Stack>
  );
}
