import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../../components/RouterLink';
import type { ProfitLossRow } from '../../../contract/records';
import { strings } from '../../../contract/strings';
import type { ProfitLossLevel } from '../../../streams/records/profitLoss';
import { profitLossPath } from './profitLossLevel';

const CASINO = 'Casino';

interface Props {
  level: ProfitLossLevel;
  /** A row of the level shown, for the names of the levels above it. */
  sample: ProfitLossRow | undefined;
}

/** REC-17: the way back up the drill-down — All Sports › sport or table › match › market. */
export function ProfitLossBreadcrumbs({ level, sample }: Props) {
  // A casino table stands at the sport level under its own name.
  const sportLabel = sample && (sample.sportsName === CASINO ? sample.eventName : sample.sportsName);
  const crumbs = [
    { label: strings.allSportsCrumb, to: profitLossPath({}) },
    ...(level.eventId ? [{ label: sportLabel ?? level.eventId, to: profitLossPath({ eventId: level.eventId }) }] : []),
    ...(level.matchId ? [{ label: sample?.eventName ?? level.matchId, to: profitLossPath({ ...level, markettype: undefined }) }] : []),
    ...(level.markettype ? [{ label: level.markettype, to: profitLossPath(level) }] : []),
  ];
  const last = crumbs.length - 1;
  return (
    <Breadcrumbs aria-label={strings.profitAndLoss}>
      {crumbs.map((crumb, index) =>
        index === last ? (
          <Typography key={crumb.to} color="text.primary" fontWeight={700} aria-current="page">
            {crumb.label}
          </Typography>
        ) : (
          <Link key={crumb.to} component={RouterLink} to={crumb.to} underline="hover">
            {crumb.label}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
