import { useObservableEagerState, useSubscription } from 'observable-hooks';
import { lazy, Suspense } from 'react';
import { syncStakes$ } from '../../streams/stakes/syncStakes$';
import { loginModalOpen$ } from '../components/loginModal.state';
import { closeShellModal, myAccountOpen$, searchOpen$, signUpOpen$ } from './nav/shellModals.state';

const LoginModal = lazy(async () => ({ default: (await import('../features/auth/LoginModal')).LoginModal }));
const MyAccountModal = lazy(() => import('../features/account/MyAccountModal'));
const SignUpModal = lazy(async () => ({ default: (await import('../features/auth/SignUpModal')).SignUpModal }));
const MatchSearchDialog = lazy(async () => ({ default: (await import('../components/sports/MatchSearchDialog')).MatchSearchDialog }));

/** The shell's modals (login, sign up, My Account, search), each loaded on first open, and the stake presets' sync with the server (OPEN-111). */
export function ShellModals() {
  const loginOpen = useObservableEagerState(loginModalOpen$);
  const myAccountOpen = useObservableEagerState(myAccountOpen$);
  const searchOpen = useObservableEagerState(searchOpen$);
  const signUpOpen = useObservableEagerState(signUpOpen$);
  useSubscription(syncStakes$);
  return (
    <>
      <Suspense>
        {loginOpen && <LoginModal />}
        {myAccountOpen && <MyAccountModal open onClose={() => closeShellModal('myAccount')} />}
        {searchOpen && <MatchSearchDialog open onClose={() => closeShellModal('search')} />}
        {signUpOpen && <SignUpModal onClose={() => closeShellModal('signUp')} />}
      </Suspense>
    </>
  );
}
