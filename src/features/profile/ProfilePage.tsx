import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useObservableState } from 'observable-hooks';
import { lazy, Suspense, useState } from 'react';
import { strings } from '../../../contract/strings';
import { userDetails$ } from '../../../streams/account/userDetails$';
import { formatAmount } from '../../components/formatAmount';
import { DetailRow } from './DetailRow';
import { PasswordRow } from './PasswordRow';

const ChangePasswordDialog = lazy(() => import('./ChangePasswordDialog'));

/** PROF-01 PROF-02: Account Details from the user record, with the password edit link. */
export function ProfilePage() {
  const user = useObservableState(userDetails$)?.data;
  const [editing, setEditing] = useState(false);
  return (
    <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto', width: '100%' }}>
      <Typography variant="h5" component="h1" fontWeight={700}>
        {strings.myProfile}
      </Typography>
      <Paper variant="outlined" component="section" aria-labelledby="account-details">
        <Typography id="account-details" variant="h6" component="h2" sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          {strings.accountDetails}
        </Typography>
        <dl style={{ margin: 0 }}>
          <DetailRow label={strings.name} value={user?.name} />
          <DetailRow label={strings.exposureLimit} value={user ? formatAmount(user.exposureLimit) : undefined} />
          <DetailRow label={strings.mobileNumber} value={user?.mobile} />
          <PasswordRow onEdit={() => setEditing(true)} />
        </dl>
      </Paper>
      {editing && (
        <Suspense>
          <ChangePasswordDialog onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
