import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazy, Suspense } from 'react';
import { strings } from '../../../contract/strings';
import { headerActionSx } from '../../components/headerActionSx';
import { openLoginModal } from '../../components/loginModal.state';
import { openShellModal } from '../nav/shellModals.state';

// Wide screens only: its text fields stay out of a phone's first load.
const HeaderLoginForm = lazy(async () => ({ default: (await import('../../features/auth/HeaderLoginForm')).HeaderLoginForm }));

/** SHELL-26 SHELL-29: inline login on wide screens, the login modal on narrow ones; Sign Up only when allowed (DOM-06), opening the registration form (our addition). */
export function LoggedOutActions({ wide, signup }: { wide: boolean; signup: boolean }) {
  return (
    <Stack direction="row" alignItems="center" spacing={1}>
      {wide ? (
        <Suspense>
          <HeaderLoginForm />
        </Suspense>
      ) : (
        <Button variant="contained" onClick={openLoginModal} sx={headerActionSx}>
          {strings.login}
        </Button>
      )}
      {signup && (
        <Button variant="outlined" color="inherit" onClick={() => openShellModal('signUp')} sx={{ height: wide ? 40 : undefined }}>
          {strings.signUp}
        </Button>
      )}
    </Stack>
  );
}
