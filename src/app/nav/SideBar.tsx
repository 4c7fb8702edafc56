import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import { NavLink } from 'react-router';
import { strings } from '../../../contract/strings';
import { a11yLabels } from '../../components/a11yLabels';
import { sportPath } from '../../components/sportPath';
import { useMenuSports } from '../../components/useMenuSports';

/** SHELL-08 SHELL-25: the left sidebar (wide screens only) with one link per game. */
export function SideBar({ width }: { width: number }) {
  const sports = useMenuSports();
  return (
    <Paper
      component="nav"
      aria-label={a11yLabels.sideBar}
      variant="outlined"
      sx={{ width, flexShrink: 0, alignSelf: 'flex-start', position: 'sticky', top: 84, overflow: 'hidden' }}
    >
      <List component="div" dense subheader={<ListSubheader component="div" sx={{ fontWeight: 700 }}>{strings.sports}</ListSubheader>}>
        {sports.map((sport) => (
          <ListItemButton
            key={sport.name}
            component={NavLink}
            to={sportPath(sport.name)}
            sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}
          >
            <ListItemText primary={sport.name} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
