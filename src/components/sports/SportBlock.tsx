import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { strings } from '../../../contract/strings';
import type { Match } from '../../../contract/sports';
import { MatchRow } from './MatchRow';
import { SportIcon } from './SportIcon';

const columnHeads = ['1', strings.drawColumn, '2'];

/** HOME-06: one collapsible block per sport: its name, how many matches, then the match rows. */
interface Props {
  eventId: number;
  name: string;
  /** The rows rendered so far (the first screen's first, SportBlocks). */
  matches: Match[];
  /** How many matches the sport has in the list. */
  count: number;
  nowMs: number;
}

export function SportBlock({ eventId, name, matches, count, nowMs }: Props) {
  const [open, setOpen] = useState(true);
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <ButtonBase
        onClick={() => setOpen((was) => !was)}
        aria-expanded={open}
        sx={{
          width: '100%',
          justifyContent: 'flex-start',
          gap: 1,
          px: 2,
          py: 1,
          bgcolor: 'action.selected',
          display: 'grid',
          gridTemplateColumns: { xs: 'auto 1fr auto', md: 'auto 1fr 360px auto' },
          alignItems: 'center',
        }}
      >
        <SportIcon eventId={eventId} active fontSize="small" color="primary" />
        <Typography component="h3" sx={{ fontWeight: 700, textAlign: 'left' }}>
          {name}{' '}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
            ({count})
          </Box>
        </Typography>
        <Box
          sx={{
            display: { xs: 'none', md: 'grid' },
            gridTemplateColumns: 'repeat(3, 1fr)',
            textAlign: 'center',
            fontSize: 12,
            fontWeight: 700,
            color: 'text.secondary',
          }}
        >
          {columnHeads.map((head) => (
            <span key={head}>{head}</span>
          ))}
        </Box>
        <ExpandMoreRoundedIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 200ms' }} />
      </ButtonBase>
      <Collapse in={open}>
        {matches.map((match) => (
          <MatchRow key={match.matchId} match={match} nowMs={nowMs} />
        ))}
      </Collapse>
    </Paper>
  );
}
