import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { CasinoGame, CasinoResult } from '../../../../contract/casino';
import type { TableFeed } from '../../../../streams/casino/tableFeed';
import { CASINO_TABLES, type CasinoTableId } from '../../../../streams/casino/tables';
import { BetPanel } from './BetPanel';
import { RecentResults } from './RecentResults';
import { ResultPopup } from './ResultPopup';
import { RoundBetList } from './RoundBetList';
import { TableTitleBar } from './TableTitleBar';
import { useTableModel } from './useTableModel';
import { VideoPanel } from './VideoPanel';

interface CasinoTableScreenProps {
  table: CasinoTableId;
  game: CasinoGame;
  feed: TableFeed;
}

/** CAS-ALL-01..06: a live table — video, betting board with chips or slip, recent results, the round's bets. */
export function CasinoTableScreen({ table, game, feed }: CasinoTableScreenProps) {
  const model = useTableModel(table, game, feed);
  const [opened, setOpened] = useState<CasinoResult | null>(null);
  return (
    <Box
      data-table={table}
      sx={{
        borderRadius: 3,
        p: { xs: 1, sm: 2 },
        backgroundImage: 'url(/casino/table-felt.svg)',
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        boxShadow: 4,
      }}
    >
      <TableTitleBar name={game.name} mid={model.round?.mid} />
      <Box sx={{ display: 'grid', gap: 2, mt: 1.5, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(320px, 2fr)' } }}>
        <Stack spacing={1.5}>
          <VideoPanel videoId={game.casinoType} round={model.round} countdown={model.countdown} />
          <RecentResults family={CASINO_TABLES[table].resultFamily} results={model.results} onOpen={setOpened} />
        </Stack>
        <Stack spacing={1.5}>
          <BetPanel table={table} game={game} model={model} />
          {model.loggedIn && <RoundBetList bets={model.roundBets.bets} />}
        </Stack>
      </Box>
      {opened && <ResultPopup table={table} game={game} result={opened} onClose={() => setOpened(null)} />}
    </Box>
  );
}
