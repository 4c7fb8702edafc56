import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useObservableEagerState } from 'observable-hooks';
import { useState, type FormEvent } from 'react';
import { strings } from '../../../contract/strings';
import { login } from '../../../streams/auth/login';
import { headerActionSx } from '../../components/headerActionSx';
import { ageConfirmed$, confirmAge } from './ageConfirmation.state';
import { AGE_TITLE_ID, AgeConfirmation } from './AgeConfirmation';
import { AuthDialog } from './AuthDialog';
import { HeaderField } from './HeaderField';
import { useCredentialsForm } from './useCredentialsForm';
import { useLoginCommand } from './useLoginCommand';

/** SHELL-26 AUTH-04 OPEN-018: inline login on wide screens; the first submit of the page session asks for the age confirmation. */
export function HeaderLoginForm() {
  const form = useCredentialsForm();
  const { running, run } = useLoginCommand();
  const confirmed = useObservableEagerState(ageConfirmed$);
  const [askingAge, setAskingAge] = useState(false);

  const send = () => {
    if (form.validate()) void run(() => login(form.values));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmed) send();
    else setAskingAge(true);
  };
  const confirm = () => {
    confirmAge();
    setAskingAge(false);
    send();
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} direction="row" spacing={1} alignItems="center">
      <HeaderField
        label={strings.username}
        value={form.values.userName}
        error={form.errors.userName}
        autoComplete="username"
        onChange={form.changeUserName}
      />
      <HeaderField
        label={strings.password}
        type="password"
        value={form.values.password}
        error={form.errors.password}
        autoComplete="current-password"
        onChange={form.changePassword}
      />
      <Button type="submit" variant="contained" disabled={running} sx={[headerActionSx, { minWidth: 96, height: 40 }]}>
        {running ? strings.loading : strings.login}
      </Button>
      <AuthDialog open={askingAge} onClose={() => setAskingAge(false)} labelledBy={AGE_TITLE_ID}>
        <AgeConfirmation onConfirm={confirm} onExit={() => setAskingAge(false)} />
      </AuthDialog>
    </Stack>
  );
}
