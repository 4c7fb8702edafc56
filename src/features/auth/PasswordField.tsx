import LockIcon from '@mui/icons-material/Lock';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { strings } from '../../../contract/strings';
import { a11yLabels } from '../../components/a11yLabels';

interface Props {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** The sign-up form's two fields: "Password" / "Confirm Password", both a new password. */
  label?: string;
  autoComplete?: 'current-password' | 'new-password';
}

/** AUTH-02: the Password field toggles between masked and plain text; its message shows under it (AUTH-10). */
export function PasswordField({ value, error, onChange, label = strings.password, autoComplete = 'current-password' }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label={label}
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      autoComplete={autoComplete}
      fullWidth
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <LockIcon color="action" />
            </InputAdornment>
          ),
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? a11yLabels.hidePassword : a11yLabels.showPassword}
                onClick={() => setVisible((shown) => !shown)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
