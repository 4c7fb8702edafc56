import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { strings } from '../../../contract/strings';
import { accountMenuItems } from '../../components/accountMenuItems';
import { AllSportsList } from './AllSportsList';
import { QuickLinks } from './QuickLinks';

/** /account (OPEN-014): the mobile quick links, the All Sports list and the account menu items. */
export function AccountPage() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h5" component="h1" fontWeight={700}>
        {strings.myAccount}
      </Typography>
      <QuickLinks />
      <AllSportsList />
      <Paper variant="outlined">
        <List disablePadding aria-label={strings.myAccount}>
          {accountMenuItems.map((item) => (
            <ListItemButton key={item.to} component={Link} to={item.to}>
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
