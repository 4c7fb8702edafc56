import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import { strings } from '../../../contract/strings';
import { useMenuSports } from '../../components/useMenuSports';
import { CompetitionList } from './CompetitionList';
import { ExpandableRow } from './ExpandableRow';

/** The All Sports list: a sport opens its competitions, a competition its events. */
export function AllSportsList() {
  const sports = useMenuSports().filter((sport) => sport.eventId !== null);
  return (
    <Paper variant="outlined">
      <List subheader={<ListSubheader sx={{ fontWeight: 700 }}>{strings.allSports}</ListSubheader>} disablePadding>
        {sports.map((sport) => (
          <ExpandableRow key={sport.name} label={sport.name} depth={0}>
            {() => <CompetitionList eventId={sport.eventId ?? 0} />}
          </ExpandableRow>
        ))}
      </List>
    </Paper>
  );
}
