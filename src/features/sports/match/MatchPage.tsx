import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { strings } from '../../../../contract/strings';
import { rememberMatchUrl } from '../../../../streams/state/slices/currentFullMarketNew';
import { ListSkeleton } from '../../../components/sports/ListSkeleton';
import { MatchView } from './MatchView';
import { useMatchParams } from './useMatchParams';

/** SHELL-12 MKT-01: /fullmarket/:id1/:id2/:id3 — the match found in its sport's list, then its markets. */
export function MatchPage() {
  const params = useMatchParams();
  const { match } = params;
  useEffect(() => {
    if (match) rememberMatchUrl(match);
  }, [match]);
  if (match === undefined) return <ListSkeleton />;
  if (match === null || match.joinedMarketIds === '') {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography variant="h6" component="h1">
          {params.eventName}
        </Typography>
        <Typography color="text.secondary">{strings.noDataFound}</Typography>
      </Paper>
    );
  }
  return <MatchView key={match.matchId} params={params} marketIds={match.joinedMarketIds} />;
}
