import Box from '@mui/material/Box';
import { strings } from '../../../../contract/strings';
import { priceColors } from '../../../components/sports/priceColors';

const heading = { fontSize: 12, fontWeight: 800, textAlign: 'center', borderRadius: 1, py: 0.25, color: priceColors.text } as const;

/** The column heads over runners taking lays: Back on blue, Lay on pink. */
export function BackLayHeader() {
  return (
    <Box aria-hidden sx={{ display: 'grid', gridTemplateColumns: '1fr repeat(2, minmax(72px, 96px))', gap: 1, px: 1, pb: 0.5 }}>
      <span />
      <Box sx={{ ...heading, bgcolor: priceColors.back }}>{strings.back}</Box>
      <Box sx={{ ...heading, bgcolor: priceColors.lay }}>{strings.lay}</Box>
    </Box>
  );
}
