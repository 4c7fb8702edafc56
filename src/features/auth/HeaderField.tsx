import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';

interface Props {
  label: string;
  type?: 'text' | 'password';
  value: string;
  error: string | undefined;
  autoComplete: string;
  onChange: (value: string) => void;
}

const floatingMessageSx = {
  position: 'absolute',
  top: '100%',
  left: 0,
  mx: 0,
  mt: 0.5,
  px: 1,
  py: 0.25,
  borderRadius: 1,
  bgcolor: 'background.paper',
  whiteSpace: 'nowrap',
  boxShadow: 2,
} as const;

/**
 * A compact field of the header's inline login; its message floats under it so the header keeps its height.
 * Built from the input parts, not TextField, which would bring its select menu into the first screen's code.
 */
export function HeaderField({ label, type = 'text', value, error, autoComplete, onChange }: Props) {
  const messageId = useId();
  return (
    <FormControl size="small" error={Boolean(error)} sx={{ width: 180, position: 'relative' }}>
      <OutlinedInput
        type={type}
        placeholder={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        sx={{ bgcolor: 'background.paper' }}
        inputProps={{ 'aria-label': label, 'aria-describedby': error ? messageId : undefined }}
      />
      {error && (
        <FormHelperText id={messageId} sx={floatingMessageSx}>
          {error}
        </FormHelperText>
      )}
    </FormControl>
  );
}
