import GppMaybeOutlinedIcon from '@mui/icons-material/GppMaybeOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { strings } from '../../../contract/strings';

export const AGE_TITLE_ID = 'age-dialog-title';

interface Props {
  onConfirm: () => void;
  onExit: () => void;
}

/** AUTH-06..08: the "Non-Gambling Territories" statements with Confirm and Exit. */
export function AgeConfirmation({ onConfirm, onExit }: Props) {
  return (
    <Stack spacing={2} alignItems="center" textAlign="center">
      <GppMaybeOutlinedIcon color="primary" sx={{ fontSize: 48 }} />
      <Typography id={AGE_TITLE_ID} variant="h6" component="h2" fontWeight={700}>
        {strings.ageDialogTitle}
      </Typography>
      <Stack spacing={1.5} sx={{ pb: 1 }}>
        {strings.ageDialogBody.map((statement) => (
          <Typography key={statement} color="text.secondary">
            {statement}
          </Typography>
        ))}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ width: '100%' }}>
        <Button variant="outlined" size="large" fullWidth onClick={onExit}>
          {strings.exit}
        </Button>
        <Button variant="contained" size="large" fullWidth onClick={onConfirm}>
          {strings.confirm}
        </Button>
      </Stack>
    </Stack>
  );
}
