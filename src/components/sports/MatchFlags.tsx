import LiveTvRoundedIcon from '@mui/icons-material/LiveTvRounded';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { strings } from '../../../contract/strings';
import type { Match } from '../../../contract/sports';
import { sportsLabels } from './sportsLabels';

const badgeSx = {
  px: 0.5,
  borderRadius: 0.5,
  fontSize: 10,
  fontWeight: 800,
  lineHeight: '16px',
  color: '#fff',
} as const;

/** OPEN-041: small markers for the match flags — live TV, bookmaker (BM) and fancy (F). */
export function MatchFlags({ match }: { match: Pick<Match, 'tv' | 'bm' | 'fancy'> }) {
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" sx={{ flexShrink: 0 }}>
      {match.tv && <LiveTvRoundedIcon aria-label={sportsLabels.tvFlag} sx={{ fontSize: 16, color: 'success.main' }} />}
      {match.bm && (
        <Box component="span" aria-label={sportsLabels.bookmakerFlag} sx={{ ...badgeSx, bgcolor: '#0a7cab' }}>
          {strings.bmFlag}
        </Box>
      )}
      {match.fancy && (
        <Box component="span" aria-label={sportsLabels.fancyFlag} sx={{ ...badgeSx, bgcolor: '#a05a00' }}>
          {strings.fancyFlag}
        </Box>
      )}
    </Stack>
  );
}
