import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useObservableState } from 'observable-hooks';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { strings } from '../../../contract/strings';
import { visibleSports$ } from '../../../streams/sports/visibleSports$';
import { ListSkeleton } from '../../components/sports/ListSkeleton';
import { HomeTabPanel } from './HomeTabPanel';
import { HomeTabs } from './HomeTabs';

const TAB_PARAM = 'tab';
// Opened by a tap: its dialog and text field stay out of the first load.
const MatchSearchDialog = lazy(async () => ({ default: (await import('../../components/sports/MatchSearchDialog')).MatchSearchDialog }));

/** HOME-01..06: the tab strip and search button, then the chosen tab's content (the tab lives in the URL). */
export function HomeCatalogue() {
  const sports = useObservableState(visibleSports$);
  const [params, setParams] = useSearchParams();
  const [searching, setSearching] = useState(false);
  const tab = params.get(TAB_PARAM);
  if (sports === undefined) return <ListSkeleton />;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} alignItems="stretch">
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <HomeTabs sports={sports} selected={tab} onSelect={(next) => setParams({ [TAB_PARAM]: next })} />
        </Stack>
        <IconButton
          aria-label={strings.search}
          onClick={() => setSearching(true)}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', width: 64 }}
        >
          <SearchRoundedIcon />
        </IconButton>
      </Stack>
      <HomeTabPanel tab={tab} sports={sports} />
      {searching && (
        <Suspense>
          <MatchSearchDialog open onClose={() => setSearching(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
