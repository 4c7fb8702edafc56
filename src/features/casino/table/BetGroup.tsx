import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CasinoRunner } from '../../../../contract/casino';
import type { BetSide } from '../../../../contract/margins';
import { strings } from '../../../../contract/strings';
import { BackLayRow } from './BackLayRow';
import { BackLayHeader } from './BackLayHeader';
import { BetRow } from './BetRow';
import { BetTile, type BetTileProps } from './BetTile';
import { SuspendedOverlay } from './SuspendedOverlay';

interface BetGroupProps {
  runners: readonly CasinoRunner[];
  /** CAS-L7A-02: the market type as the title, with the limits. */
  title?: string;
  rows: boolean;
  /** CAS-ALL-13: the group's market is flagged suspended. */
  suspended: boolean;
  tileProps: (runner: CasinoRunner) => Omit<BetTileProps, 'runner'>;
  /** The side of the runner in the slip (null: none) and a tap on one of its sides, for runners taking lays. */
  sideProps: (runner: CasinoRunner) => { selectedSide: BetSide | null; onTap: (side: BetSide) => void };
}

const takesLays = (runners: readonly CasinoRunner[]) => runners.some((runner) => runner.layRate !== undefined);

/** Columns of a tile group: small groups share a row, groups of up to eight take two rows, the 13-card groups wrap. */
function columnsOf(count: number) {
  if (count <= 4) return `repeat(${count}, 1fr)`;
  if (count <= 8) return { xs: 'repeat(2, 1fr)', sm: `repeat(${Math.ceil(count / 2)}, 1fr)` };
  return { xs: 'repeat(auto-fill, minmax(64px, 1fr))', md: 'repeat(auto-fill, minmax(72px, 1fr))' };
}

/** CAS-DT-02 CAS-L7A-01 CAS-L7B-01: one group of selections. */
export function BetGroup({ runners, title, rows, suspended, tileProps, sideProps }: BetGroupProps) {
  return (
    <Box component="section" aria-label={title} sx={{ position: 'relative', borderRadius: 2, bgcolor: 'rgba(0,0,0,0.28)', p: 1 }}>
      {title && (
        <Stack direction="row" justifyContent="space-between" alignItems="baseline" sx={{ px: 0.5, pb: 1, color: '#fff' }}>
          <Typography component="h3" sx={{ fontWeight: 800 }}>
            {title}
          </Typography>
          <Typography sx={{ fontSize: 12, opacity: 0.75 }}>{strings.casinoLimits}</Typography>
        </Stack>
      )}
      {takesLays(runners) ? (
        <>
          <BackLayHeader />
          {runners.map((runner) => (
            <BackLayRow key={runner.sid} runner={runner} {...tileProps(runner)} {...sideProps(runner)} />
          ))}
        </>
      ) : rows ? (
        runners.map((runner) => <BetRow key={runner.sid} runner={runner} {...tileProps(runner)} />)
      ) : (
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: columnsOf(runners.length) }}>
          {runners.map((runner) => (
            <BetTile key={runner.sid} runner={runner} {...tileProps(runner)} />
          ))}
        </Box>
      )}
      {suspended && <SuspendedOverlay />}
    </Box>
  );
}
