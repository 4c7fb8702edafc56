import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useObservableState } from 'observable-hooks';
import { strings } from '../../../contract/strings';
import { visibleSports$ } from '../../../streams/sports/visibleSports$';
import { ListSkeleton } from '../../components/sports/ListSkeleton';
import { SportIcon } from '../../components/sports/SportIcon';
import { PageTitle } from './PageTitle';
import { SportCompetitions } from './SportCompetitions';
import { SportTreeNode } from './SportTreeNode';

/** OPEN-039 HOME-17: /sports is the All Sports tree — sport → competitions → events. */
export function AllSportsPage() {
  const sports = useObservableState(visibleSports$);
  return (
    <Stack spacing={2}>
      <PageTitle>{strings.allSports}</PageTitle>
      {sports === undefined ? (
        <ListSkeleton />
      ) : (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <List component="div" disablePadding>
            {sports.flatMap((sport) =>
              sport.eventId === null
                ? []
                : [
                    <SportTreeNode key={sport.eventId} label={sport.name} depth={0} icon={<SportIcon eventId={sport.eventId} active={false} />}>
                      {() => <SportCompetitions eventId={sport.eventId ?? 0} />}
                    </SportTreeNode>,
                  ],
            )}
          </List>
        </Paper>
      )}
    </Stack>
  );
}
