import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { strings } from '../../../../contract/strings';

export type MarketFilter = 'all' | 'bookmaker' | 'odds';

const PILLS: [MarketFilter, string][] = [
  ['all', strings.all],
  ['bookmaker', strings.bookmaker],
  ['odds', strings.odds],
];

/** MKT-03 OPEN-042: All shows every section, Bookmaker only Bookmaker, Odds only Match Odds. */
export function MarketPills({ value, onChange }: { value: MarketFilter; onChange: (next: MarketFilter) => void }) {
  return (
    <Stack direction="row" spacing={1} role="radiogroup">
      {PILLS.map(([key, label]) => (
        <Chip
          key={key}
          label={label}
          role="radio"
          aria-checked={value === key}
          color={value === key ? 'primary' : 'default'}
          variant={value === key ? 'filled' : 'outlined'}
          onClick={() => onChange(key)}
          sx={{ fontWeight: 700 }}
        />
      ))}
    </Stack>
  );
}
