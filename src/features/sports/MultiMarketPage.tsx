import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useObservableEagerState } from 'observable-hooks';
import { strings } from '../../../contract/strings';
import { followedMarkets$ } from '../../../streams/sports/multiMarkets';
import { FollowedMarket } from './FollowedMarket';
import { PageTitle } from './PageTitle';

/** SHELL-42: the markets followed from match pages, live together; without any, the invitation to add some. */
export function MultiMarketPage() {
  const followed = useObservableEagerState(followedMarkets$);
  return (
    <Stack spacing={2}>
      <PageTitle>{strings.multiMarkets}</PageTitle>
      {followed.length === 0 ? (
        <Paper
          variant="outlined"
          sx={{ py: 6, px: 2, textAlign: 'center', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}
        >
          <PushPinOutlinedIcon color="primary" sx={{ fontSize: 40 }} />
          <Typography sx={{ fontWeight: 700 }}>{strings.noMultiMarkets}</Typography>
          <Typography color="text.secondary">{strings.addMultiMarkets}</Typography>
        </Paper>
      ) : (
        followed.map((entry) => <FollowedMarket key={entry.matchId} entry={entry} />)
      )}
    </Stack>
  );
}
