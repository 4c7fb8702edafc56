import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import styled from '@emotion/styled';
import { useObservableState } from 'observable-hooks';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { strings } from '../../../contract/strings';
import { visibleSports$ } from '../../../streams/sports/visibleSports$';
import { PlainIconButton } from '../../components/plain/PlainIconButton';
import { ListSkeleton } from '../../components/sports/ListSkeleton';
import { themedCss } from '../../components/themedCss';
import { HomeTabPanel } from './HomeTabPanel';
import { HomeTabs } from './HomeTabs';

const TAB_PARAM = 'tab';
// Opened by a tap: its dialog and text field stay out of the first load.
const MatchSearchDialog = lazy(async () => ({ default: (await import('../../components/sports/MatchSearchDialog')).MatchSearchDialog }));

const Column = styled.div({ display: 'flex', flexDirection: 'column', gap: 12 });
const TabsRow = styled.div({ display: 'flex', alignItems: 'stretch', gap: 8 });

const SearchButton = styled(PlainIconButton)(
  themedCss((theme) => ({
    width: 64,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.action.active,
  })),
);

/** HOME-01..06: the tab strip and search button, then the chosen tab's content (the tab lives in the URL). */
export function HomeCatalogue() {
  const sports = useObservableState(visibleSports$);
  const [params, setParams] = useSearchParams();
  const [searching, setSearching] = useState(false);
  const tab = params.get(TAB_PARAM);
  if (sports === undefined) return <ListSkeleton />;
  return (
    <Column>
      <TabsRow>
        <div style={{ flex: 1, minWidth: 0 }}>
          <HomeTabs sports={sports} selected={tab} onSelect={(next) => setParams({ [TAB_PARAM]: next })} />
        </div>
        <SearchButton type="button" aria-label={strings.search} onClick={() => setSearching(true)}>
          <SearchRoundedIcon fontSize="inherit" />
        </SearchButton>
      </TabsRow>
      <HomeTabPanel tab={tab} sports={sports} />
      {searching && (
        <Suspense>
          <MatchSearchDialog open onClose={() => setSearching(false)} />
        </Suspense>
      )}
    </Column>
  );
}
