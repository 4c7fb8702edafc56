import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEvent } from 'react';
import { strings } from '../../../contract/strings';
import { login, loginDemo } from '../../../streams/auth/login';
import { PasswordField } from './PasswordField';
import { useCredentialsForm } from './useCredentialsForm';
import { useLoginCommand } from './useLoginCommand';
import { UsernameField } from './UsernameField';

/** The modal's form (AUTH-02..05): validated login, and demo login that skips validation (AUTH-13). */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const form = useCredentialsForm();
  const { running, run } = useLoginCommand(onSuccess);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate()) void run(() => login(form.values));
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} sx={{ pt: 1 }}>
      <UsernameField value={form.values.userName} error={form.errors.userName} onChange={form.changeUserName} />
      <PasswordField value={form.values.password} error={form.errors.password} onChange={form.changePassword} />
      <Button type="submit" variant="contained" size="large" disabled={running} fullWidth>
        {running ? strings.loggingIn : strings.login}
      </Button>
      <Button variant="outlined" size="large" disabled={running} fullWidth onClick={() => void run(loginDemo)}>
        {strings.loginWithDemoId}
      </Button>
    </Stack>
  );
}
