import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useObservableEagerState } from 'observable-hooks';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { strings } from '../../../contract/strings';
import { headerActionSx } from '../../components/headerActionSx';
import { ageConfirmed$, confirmAge } from './ageConfirmation.state';
import { HeaderField } from './HeaderField';
import { useCredentialsForm } from './useCredentialsForm';
import { useLoginCommand } from './useLoginCommand';

const AgeDialog = lazy(() => import('./AgeDialog'));
/** The sign-in command (and its IP lookup) loads on the first login, not with the header. */
const loginCommand = () => import('../../../streams/auth/login');

/**
 * SHELL-26 AUTH-04 AUTH-13 OPEN-018: inline login on wide screens, with the demo login beside it; the first
 * login or demo login of the page session asks for the age confirmation, then goes on with what was asked.
 */
export function HeaderLoginForm() {
  const form = useCredentialsForm();
  const { running, run } = useLoginCommand();
  const confirmed = useObservableEagerState(ageConfirmed$);
  const [pending, setPending] = useState<(() => void) | null>(null);

  const afterAgeCheck = (action: () => void) => {
    if (confirmed) action();
    else setPending(() => action);
  };
  const sendCredentials = () => {
    if (form.validate()) void run(async () => (await loginCommand()).login(form.values));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    afterAgeCheck(sendCredentials);
  };
  const confirm = () => {
    confirmAge();
    setPending(null);
    pending?.();
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
      <Button
        variant="outlined"
        color="inherit"
        disabled={running}
        onClick={() => afterAgeCheck(() => void run(async () => (await loginCommand()).loginDemo()))}
        sx={{ height: 40, whiteSpace: 'nowrap' }}
      >
        {strings.loginWithDemoId}
      </Button>
      {pending !== null && (
        <Suspense>
          <AgeDialog onConfirm={confirm} onClose={() => setPending(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
