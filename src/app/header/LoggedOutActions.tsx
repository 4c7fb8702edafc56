import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { strings } from '../../../contract/strings';
import { headerActionSx } from '../../components/headerActionSx';
import { HeaderLoginForm } from '../../features/auth/HeaderLoginForm';
import { openLoginModal } from '../../components/loginModal.state';
import { openShellModal } from '../nav/shellModals.state';

/** SHELL-26 SHELL-29: inline login on wide screens, the login modal on narrow ones; Sign Up only when allowed (DOM-06), opening the registration form (our addition). */
export function LoggedOutActions({ wide, signup }: { wide: boolean; signup: boolean }) {
  return (
    <Stack direction="row" alignItems="center" spacing={1}>
      {wide ? (
        <HeaderLoginForm />
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
