import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { Link } from '../RouterLink';
import type { Match } from '../../../contract/sports';
import { isInPlay } from '../../../streams/sports/groupMatches';
import { matchLink } from '../../../streams/sports/matchLink';
import { listColumns } from './listPrices';
import { MatchFlags } from './MatchFlags';
import { MatchTime } from './MatchTime';
import { PriceCell } from './PriceCell';
import { priceGridSx } from './priceGridSx';
import { sportsLabels } from './sportsLabels';

/** HOME-18 OPEN-034 OPEN-041: one match — link to its page (the name wraps, never cut), start or in-play, flags, and 1 / X / 2 level-1 prices. */
export const MatchRow = memo(function MatchRow({ match, nowMs }: { match: Match; nowMs: number }) {
  const columns = listColumns(match);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' },
        gap: { xs: 0.75, md: 2 },
        alignItems: 'center',
        px: { xs: 1.5, sm: 2 },
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <Box sx={{ minWidth: 0, display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box sx={{ width: 76, flexShrink: 0 }}>
          <MatchTime openDate={match.openDate} inPlay={isInPlay(match)} nowMs={nowMs} />
        </Box>
        <Typography
          component={Link}
          to={matchLink(match)}
          sx={{
            flex: 1,
            minWidth: 0,
            overflowWrap: 'anywhere',
            fontWeight: 600,
            color: 'text.primary',
            textDecoration: 'none',
            '&:hover': { textDecoration: 'underline' },
          }}
        >
          {match.eventName}
        </Typography>
        <MatchFlags match={match} />
      </Box>
      <Box sx={priceGridSx}>
        {columns.flatMap((runner, index) => [
          <PriceCell
            key={`b${index}`}
            side="back"
            price={runner?.back}
            label={sportsLabels.price('back', runner?.runner ?? `${index + 1}`)}
          />,
          <PriceCell
            key={`l${index}`}
            side="lay"
            price={runner?.lay}
            label={sportsLabels.price('lay', runner?.runner ?? `${index + 1}`)}
          />,
        ])}
      </Box>
    </Box>
  );
});
