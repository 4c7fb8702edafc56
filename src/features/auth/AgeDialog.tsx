import { AGE_TITLE_ID, AgeConfirmation } from './AgeConfirmation';
import { AuthDialog } from './AuthDialog';

/** OPEN-018: the age question before the header's first login; loaded when first asked. */
export default function AgeDialog({ onConfirm, onClose }: { onConfirm: () => void; onClose: () => void }) {
  return (
    <AuthDialog open onClose={onClose} labelledBy={AGE_TITLE_ID}>
      <AgeConfirmation onConfirm={onConfirm} onExit={onClose} />
    </AuthDialog>
  );
}
