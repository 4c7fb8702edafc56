import PersonIcon from '@mui/icons-material/Person';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { strings } from '../../../contract/strings';

interface Props {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** AUTH-02: the Username field with a person icon; its message shows under it (AUTH-09). */
export function UsernameField({ value, error, onChange }: Props) {
  return (
    <TextField
      label={strings.username}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      autoComplete="username"
      autoFocus
      fullWidth
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <PersonIcon color="action" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
