import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

interface Props<V extends string> {
  label: string;
  value: V | '';
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
}

/** A labelled select of a record filter; with value '' the label stands as its placeholder. */
export function RecordSelect<V extends string>({ label, value, options, onChange }: Props<V>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as V)}
      sx={{ minWidth: 160, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
