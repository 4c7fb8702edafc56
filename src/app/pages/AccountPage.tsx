import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from '../../components/RouterLink';
import { strings } from '../../../contract/strings';
import { accountPageLinks } from '../../components/accountMenuItems';
import { QuickLinks } from '../../features/navigation/QuickLinks';
import { AllSportsPage } from '../../features/sports/AllSportsPage';

/** /account (OPEN-014): the mobile quick links (SHELL-40), the All Sports tree and the account menu items. */
export function AccountPage() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 820, mx: 'auto' }}>
      <Typography variant="h5" component="h1" fontWeight={700}>
        {strings.myAccount}
      </Typography>
      <QuickLinks />
      <AllSportsPage />
      <Paper variant="outlined">
        <List component="nav" disablePadding aria-label={strings.myAccount}>
          {accountPageLinks.map((item) => (
            <ListItemButton key={item.to} component={Link} to={item.to} divider>
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
