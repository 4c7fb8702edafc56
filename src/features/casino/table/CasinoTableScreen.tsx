import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { CasinoResult } from '../../../../contract/casino';
import { strings } from '../../../../contract/strings';
import { useHandOverFirstScreen } from '../../../components/useHandOverFirstScreen';
import type { ListedCasinoGame } from '../../../../streams/casino/listedCasinoGame';
import type { TableFeed } from '../../../../streams/casino/tableFeed';
import { CASINO_TABLES, type CasinoTableId } from '../../../../streams/casino/tables';
import { BetControls } from './BetControls';
import { BettingBoard } from './BettingBoard';
import { RecentResults } from './RecentResults';
import { ResultPopup } from './ResultPopup';
import { RoundBetList } from './RoundBetList';
import { RulesDialog } from './RulesDialog';
import { TableTitleBar } from './TableTitleBar';
import type { Pick } from './useBetting';
import { usePickFlow } from './usePickFlow';
import { useTableModel } from './useTableModel';
import { VideoPanel } from './VideoPanel';
import { WorliFelt } from './WorliFelt';

interface CasinoTableScreenProps {
  table: CasinoTableId;
  game: ListedCasinoGame;
  feed: TableFeed;
}

const slipSelection = (slip: Pick | null) => (slip ? { sid: slip.runner.sid, side: slip.side } : null);

/** CAS-ALL-01..06: a live table — video, betting board with chips or slip, recent results, the round's bets. */
export function CasinoTableScreen({ table, game, feed }: CasinoTableScreenProps) {
  const model = useTableModel(table, game, feed);
  const flow = usePickFlow(table, game, model);
  const [opened, setOpened] = useState<CasinoResult | null>(null);
  const [rulesOpen, setRulesOpen] = useState(false);
  const rules = strings.casinoRules[game.casinoType];
  useHandOverFirstScreen(model.round !== undefined);
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
      <TableTitleBar name={game.name} onRules={rules ? () => setRulesOpen(true) : undefined} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mt: 1.5,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(300px, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={1.5}>
          <VideoPanel
            videoId={game.casinoType}
            round={model.round}
            runners={model.runners}
            results={model.results}
            countdown={model.countdown}
          />
          {CASINO_TABLES[table].resultFamily === 'worli' && <WorliFelt round={model.round} />}
          <BettingBoard table={table} model={model} selected={slipSelection(flow.betting.slip)} onPick={flow.onPick} />
        </Stack>
        <Stack spacing={1.5}>
          <BetControls flow={flow} />
          <RecentResults family={CASINO_TABLES[table].resultFamily} results={model.results} onOpen={setOpened} />
          {model.loggedIn && <RoundBetList bets={model.roundBets.bets} />}
        </Stack>
      </Box>
      {rulesOpen && rules && <RulesDialog title={game.name} rules={rules} runners={model.runners} onClose={() => setRulesOpen(false)} />}
      {opened && <ResultPopup table={table} game={game} result={opened} onClose={() => setOpened(null)} />}
    </Box>
  );
}
