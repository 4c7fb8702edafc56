import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import { useObservableEagerState } from 'observable-hooks';
import { NavLink } from '../../components/RouterLink';
import { strings } from '../../../contract/strings';
import { isLoggedIn$ } from '../../../streams/auth/isLoggedIn$';
import { a11yLabels } from '../../components/a11yLabels';
import { accountPageLinks } from '../../components/accountMenuItems';
import { SportsTree } from '../../features/sports/SportsTree';

const SHORTCUTS = [
  { label: strings.quickInPlay, to: '/inplay' },
  { label: strings.multiMarkets, to: '/multimarket' },
];

const heading = (text: string) => (
  <ListSubheader component="div" sx={{ fontWeight: 700, lineHeight: '40px' }}>
    {text}
  </ListSubheader>
);

function LinkList({ title, links }: { title?: string; links: readonly { label: string; to: string }[] }) {
  return (
    <List component="div" dense disablePadding subheader={title ? heading(title) : undefined}>
      {links.map((link) => (
        <ListItemButton key={link.to} component={NavLink} to={link.to} sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}>
          <ListItemText primary={link.label} />
        </ListItemButton>
      ))}
    </List>
  );
}

/**
 * SHELL-25 (wide screens only): In-play and Multi Markets, the All Sports tree (sport → competitions → events,
 * in play marked, HOME-17), and for a bettor the account pages under the route table's labels (SHELL-05).
 */
export function SideBar({ width }: { width: number }) {
  const loggedIn = useObservableEagerState(isLoggedIn$);
  return (
    <Paper
      component="nav"
      aria-label={a11yLabels.sideBar}
      variant="outlined"
      sx={{
        width,
        flexShrink: 0,
        alignSelf: 'flex-start',
        position: 'sticky',
        top: 84,
        maxHeight: 'calc(100vh - 100px)',
        overflowY: 'auto',
      }}
    >
      <LinkList links={SHORTCUTS} />
      {heading(strings.allSports)}
      <SportsTree />
      {loggedIn && <LinkList title={strings.myAccount} links={accountPageLinks} />}
    </Paper>
  );
}
