import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { seek } from '../../../streams/qa/replayer';
import { parsePosition } from './formatPosition';
import { qaLabels } from './qaLabels';

/** Jumps to an exact replay time typed as m:ss(.s) or seconds. */
export function JumpToField() {
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = parsePosition(text);
    setInvalid(target === null);
    if (target !== null) seek(target);
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        size="small"
        label={qaLabels.jumpTo}
        value={text}
        error={invalid}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ width: 140 }}
      />
    </form>
  );
}
