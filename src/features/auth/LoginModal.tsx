import { useObservableEagerState } from 'observable-hooks';
import { strings } from '../../../contract/strings';
import { ageConfirmed$, confirmAge } from './ageConfirmation.state';
import { AGE_TITLE_ID, AgeConfirmation } from './AgeConfirmation';
import { AuthDialog } from './AuthDialog';
import { closeLoginModal, loginModalOpen$ } from '../../components/loginModal.state';
import { LoginForm } from './LoginForm';

/** AUTH-06 AUTH-12: the form appears only after the age confirmation; a successful login closes the modal. */
export function LoginModal() {
  const open = useObservableEagerState(loginModalOpen$);
  const confirmed = useObservableEagerState(ageConfirmed$);
  return (
    <AuthDialog
      open={open}
      onClose={closeLoginModal}
      labelledBy={confirmed ? undefined : AGE_TITLE_ID}
      label={confirmed ? strings.login : undefined}
    >
      {confirmed ? <LoginForm onSuccess={closeLoginModal} /> : <AgeConfirmation onConfirm={confirmAge} onExit={closeLoginModal} />}
    </AuthDialog>
  );
}
