import { useObservableEagerState, useSubscription } from 'observable-hooks';
import { lazy, Suspense } from 'react';
import { syncStakes$ } from '../../streams/stakes/syncStakes$';
import { LoginModal } from '../features/auth/LoginModal';
import { closeShellModal, myAccountOpen$, searchOpen$ } from './nav/shellModals.state';

const MyAccountModal = lazy(() => import('../features/account/MyAccountModal'));
const MatchSearchDialog = lazy(async () => ({ default: (await import('../components/sports/MatchSearchDialog')).MatchSearchDialog }));

/** The shell's modals, each loaded on first open, and the stake presets' sync with the server (OPEN-111). */
export function ShellModals() {
  const myAccountOpen = useObservableEagerState(myAccountOpen$);
  const searchOpen = useObservableEagerState(searchOpen$);
  useSubscription(syncStakes$);
  return (
    <>
      <LoginModal />
      <Suspense>
        {myAccountOpen && <MyAccountModal open onClose={() => closeShellModal('myAccount')} />}
        {searchOpen && <MatchSearchDialog open onClose={() => closeShellModal('search')} />}
      </Suspense>
    </>
  );
}
