import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { monoText } from './monoText';
import { qaLabels } from './qaLabels';
import { summarizeValue } from './valueSummary';

interface Props {
  value: unknown;
  hasValue: boolean;
  error: string | undefined;
  open: boolean;
  onToggle: () => void;
}

/** The last value on one line, the error under it, and the toggle that shows the whole JSON. */
export function ValueCell({ value, hasValue, error, open, onToggle }: Props) {
  return (
    <TableCell>
      <Stack direction="row" spacing={0.5} alignItems="flex-start">
        <Stack sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            sx={{ ...monoText, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            color={hasValue ? 'text.primary' : 'text.secondary'}
          >
            {hasValue ? summarizeValue(value) : qaLabels.noValue}
          </Typography>
          {error && <Typography sx={{ ...monoText, color: 'error.main', overflowWrap: 'anywhere' }}>{error}</Typography>}
        </Stack>
        {hasValue && (
          <IconButton
            size="small"
            aria-label={open ? qaLabels.hideValue : qaLabels.showValue}
            aria-expanded={open}
            onClick={onToggle}
            sx={{ mt: -0.5 }}
          >
            {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
          </IconButton>
        )}
      </Stack>
    </TableCell>
  );
}
