import { useObservableEagerState } from 'observable-hooks';
import { ageConfirmed$, confirmAge } from './ageConfirmation.state';
import { AGE_TITLE_ID, AgeConfirmation } from './AgeConfirmation';
import { AuthDialog } from './AuthDialog';
import { SIGN_UP_TITLE_ID, SignUpForm } from './SignUpForm';

/** Our addition: the registration form, after the same age confirmation as the login (AUTH-06); success closes it. */
export function SignUpModal({ onClose }: { onClose: () => void }) {
  const confirmed = useObservableEagerState(ageConfirmed$);
  return (
    <AuthDialog open onClose={onClose} labelledBy={confirmed ? SIGN_UP_TITLE_ID : AGE_TITLE_ID}>
      {confirmed ? <SignUpForm onSuccess={onClose} /> : <AgeConfirmation onConfirm={confirmAge} onExit={onClose} />}
    </AuthDialog>
  );
}
