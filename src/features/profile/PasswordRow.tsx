import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import { strings } from '../../../contract/strings';
import { DetailRow } from './DetailRow';

const MASK = '••••••••';

/** PROF-01: the password, masked, with its edit link. */
export function PasswordRow({ onEdit }: { onEdit: () => void }) {
  return (
    <DetailRow
      label={strings.password}
      value={MASK}
      action={
        <Button startIcon={<EditIcon />} onClick={onEdit} aria-label={strings.changePassword}>
          {strings.edit}
        </Button>
      }
    />
  );
}
