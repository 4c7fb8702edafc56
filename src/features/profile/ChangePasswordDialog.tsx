import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import type { UpdatePasswordRequest } from '../../../contract/auth';
import { strings } from '../../../contract/strings';
import { updatePassword } from '../../../streams/account/updatePassword';
import { DialogCloseButton } from '../../components/DialogCloseButton';

const TITLE_ID = 'change-password-title';
const EMPTY: UpdatePasswordRequest = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = [
  { name: 'currentPassword', label: strings.currentPassword, autoComplete: 'current-password' },
  { name: 'newPassword', label: strings.newPassword, autoComplete: 'new-password' },
  { name: 'confirmPassword', label: strings.confirmPassword, autoComplete: 'new-password' },
] as const;

/**
 * PROF-03..07 OPEN-109: three required fields and nothing else checked on the client; success clears the
 * fields and closes, a failure (the server's message is toasted) keeps the dialog open.
 */
export default function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const ok = await updatePassword(values);
    setBusy(false);
    if (!ok) return;
    setValues(EMPTY);
    onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={TITLE_ID}>
      <DialogTitle id={TITLE_ID} sx={{ pr: 6 }}>
        {strings.changePassword}
      </DialogTitle>
      <DialogCloseButton onClose={onClose} />
      <form onSubmit={(event) => void submit(event)}>
        <DialogContent sx={{ pt: 1 }}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {FIELDS.map((field) => (
              <TextField
                key={field.name}
                label={field.label}
                type="password"
                required
                autoComplete={field.autoComplete}
                value={values[field.name]}
                onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
                fullWidth
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{strings.cancel}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {strings.update}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
