import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CashOutBar } from '../../components/cashOut/CashOutBar';
import { Link as RouterLink } from '../../components/RouterLink';
import { marketLabel, type MarketBets } from '../../../streams/account/marketBets';
import { tradeLink } from '../../../streams/account/tradeLink';
import { cancelBets } from '../../../streams/bets/cancelBet';
import { strings } from '../../../contract/strings';
import { isUnmatched } from './openBet.fields';
import { OpenBetRow } from './OpenBetRow';
import { useOpenBetsCashOut } from './useOpenBetsCashOut';

/** SHELL-32 SHELL-33: one open market — its name linking to where it is played, its cash-out — and its open bets. */
export function MarketBetsGroup({ group, onNavigate }: { group: MarketBets; onNavigate?: () => void }) {
  const { trade, bets } = group;
  const cashOutSource = useOpenBetsCashOut(trade);
  const waiting = (bets ?? []).filter(isUnmatched).flatMap((bet) => (bet.betId ? [bet.betId] : []));
  return (
    <Stack component="section" aria-label={marketLabel(trade)} spacing={0.75}>
      <Stack>
        <Link
          component={RouterLink}
          to={tradeLink(trade)}
          onClick={onNavigate}
          underline="hover"
          sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}
        >
          {marketLabel(trade)}
        </Link>
        <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{trade.sportsName}</Typography>
        {cashOutSource && <CashOutBar source={cashOutSource} dense />}
        {waiting.length > 1 && (
          <Button size="small" color="inherit" onClick={() => void cancelBets(waiting)} sx={{ alignSelf: 'flex-start' }}>
            {strings.cancelAllUnmatched}
          </Button>
        )}
      </Stack>
      <Stack component="ul" spacing={0.75} sx={{ m: 0, p: 0 }}>
        {bets?.map((bet, index) => (
          <OpenBetRow key={bet.betId ?? `${bet.selectionId}-${bet.placeTime}-${index}`} bet={bet} />
        ))}
      </Stack>
    </Stack>
  );
}
