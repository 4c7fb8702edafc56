import { lazy, Suspense } from 'react';
import { strings } from '../../../contract/strings';
import { openLoginModal } from '../../components/loginModal.state';
import { HeaderActionButton, HeaderOutlinedButton } from '../../components/plain/headerButtons';
import { openShellModal } from '../nav/shellModals.state';

// Wide screens only: its text fields stay out of a phone's first load.
const HeaderLoginForm = lazy(async () => ({ default: (await import('../../features/auth/HeaderLoginForm')).HeaderLoginForm }));

/** SHELL-26 SHELL-29: inline login on wide screens, the login modal on narrow ones; Sign Up only when allowed (DOM-06), opening the registration form (our addition). */
export function LoggedOutActions({ wide, signup }: { wide: boolean; signup: boolean }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      {wide ? (
        <Suspense>
          <HeaderLoginForm />
        </Suspense>
      ) : (
        <HeaderActionButton type="button" onClick={openLoginModal}>
          {strings.login}
        </HeaderActionButton>
      )}
      {signup && (
        <HeaderOutlinedButton type="button" onClick={() => openShellModal('signUp')} style={wide ? { height: 40 } : undefined}>
          {strings.signUp}
        </HeaderOutlinedButton>
      )}
    </div>
  );
}
