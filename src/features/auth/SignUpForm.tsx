import PhoneIcon from '@mui/icons-material/PhoneIphone';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { strings } from '../../../contract/strings';
import { signUp } from '../../../streams/auth/signUp';
import { PasswordField } from './PasswordField';
import { useLoginCommand } from './useLoginCommand';
import { useSignUpForm } from './useSignUpForm';
import { UsernameField } from './UsernameField';

export const SIGN_UP_TITLE_ID = 'sign-up-title';

/** Our addition: user name, password twice and mobile; a valid form registers the bettor and signs them in. */
export function SignUpForm({ onSuccess }: { onSuccess: () => void }) {
  const form = useSignUpForm();
  const { running, run } = useLoginCommand(onSuccess);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate()) void run(() => signUp(form.values));
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} sx={{ pt: 1 }}>
      <Typography id={SIGN_UP_TITLE_ID} variant="h6" component="h2">
        {strings.signUpTitle}
      </Typography>
      <UsernameField value={form.values.userName} error={form.errors.userName} onChange={form.change('userName')} />
      <PasswordField
        value={form.values.password}
        error={form.errors.password}
        onChange={form.change('password')}
        autoComplete="new-password"
      />
      <PasswordField
        label={strings.signUpConfirmPassword}
        value={form.values.confirmPassword}
        error={form.errors.confirmPassword}
        onChange={form.change('confirmPassword')}
        autoComplete="new-password"
      />
      <TextField
        label={strings.signUpMobile}
        type="tel"
        autoComplete="tel"
        value={form.values.mobile}
        onChange={(event) => form.change('mobile')(event.target.value)}
        error={Boolean(form.errors.mobile)}
        helperText={form.errors.mobile}
        fullWidth
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <PhoneIcon color="action" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained" size="large" disabled={running} fullWidth>
        {running ? strings.signingUp : strings.signUpSubmit}
      </Button>
    </Stack>
  );
}
