import Stack from '@mui/material/Stack';
import { useObservableState } from 'observable-hooks';
import { strings } from '../../../contract/strings';
import { visibleSports$ } from '../../../streams/sports/visibleSports$';
import { AllMatchLists } from '../../components/sports/AllMatchLists';
import { ListSkeleton } from '../../components/sports/ListSkeleton';
import { PageTitle } from './PageTitle';

/** OPEN-039: /inplay is the In Play list grouped per sport. */
export function InPlayPage() {
  const sports = useObservableState(visibleSports$);
  return (
    <Stack spacing={2}>
      <PageTitle>{strings.inPlay}</PageTitle>
      {sports === undefined ? <ListSkeleton /> : <AllMatchLists sports={sports} only="inPlay" />}
    </Stack>
  );
}
