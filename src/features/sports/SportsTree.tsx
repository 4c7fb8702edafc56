import List from '@mui/material/List';
import { useObservableState } from 'observable-hooks';
import { visibleSports$ } from '../../../streams/sports/visibleSports$';
import { ListSkeleton } from '../../components/sports/ListSkeleton';
import { SportIcon } from '../../components/sports/SportIcon';
import { SportCompetitions } from './SportCompetitions';
import { SportTreeNode } from './SportTreeNode';

/** HOME-17: sport → competitions → events, each level fetched when opened (the /sports page and the wide sidebar). */
export function SportsTree() {
  const sports = useObservableState(visibleSports$);
  if (sports === undefined) return <ListSkeleton />;
  return (
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
  );
}
