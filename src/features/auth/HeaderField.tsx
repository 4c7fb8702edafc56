import TextField from '@mui/material/TextField';

interface Props {
  label: string;
  type?: 'text' | 'password';
  value: string;
  error: string | undefined;
  autoComplete: string;
  onChange: (value: string) => void;
}

/** A compact field of the header's inline login; its message floats under it so the header keeps its height. */
export function HeaderField({ label, type = 'text', value, error, autoComplete, onChange }: Props) {
  return (
    <TextField
      size="small"
      type={type}
      placeholder={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      autoComplete={autoComplete}
      sx={{ width: 180, position: 'relative', '& .MuiInputBase-root': { bgcolor: 'background.paper' } }}
      slotProps={{
        htmlInput: { 'aria-label': label },
        formHelperText: {
          sx: {
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
          },
        },
      }}
    />
  );
}
