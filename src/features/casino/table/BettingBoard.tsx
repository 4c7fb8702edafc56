import Box from '@mui/material/Box';
import type { CasinoRunner } from '../../../../contract/casino';
import type { BetSide } from '../../../../contract/margins';
import { groupRunners, marketOfGroup } from '../../../../streams/casino/boardLayout';
import { CASINO_TABLES, type CasinoTableId } from '../../../../streams/casino/tables';
import type { Pick } from './useBetting';
import type { TableModel } from './useTableModel';
import { BetGroup } from './BetGroup';
import { SuspendedOverlay } from './SuspendedOverlay';

interface BettingBoardProps {
  table: CasinoTableId;
  model: TableModel;
  /** The selection in the slip, and its side. */
  selected: { sid: number; side: BetSide } | null;
  onPick: (pick: Pick) => void;
}

/**
 * CAS-ALL-02 CAS-ALL-06: the table's selections in their groups. The whole board is SUSPENDED while betting is
 * closed (every reason, OPEN-080, or every runner at gstatus 0); a runner at gstatus 0 or in a suspended market
 * is suspended on its own.
 */
export function BettingBoard({ table, model, selected, onPick }: BettingBoardProps) {
  const groups = groupRunners(table, model.runners);
  const allClosed = model.runners.length > 0 && model.runners.every((runner) => runner.gstatus === 0);
  const closed = model.locked || allClosed;
  const tileProps = (group: CasinoRunner[], groupIndex: number) => (runner: CasinoRunner) => ({
    position: model.loggedIn ? (model.roundBets.positions.get(runner.sid) ?? 0) : undefined,
    suspended: runner.gstatus === 0,
    covered: closed,
    selected: selected?.sid === runner.sid && selected.side === 'back',
    onTap: () => onPick({ runner, groupIndex, group, side: 'back' }),
  });
  const sideProps = (group: CasinoRunner[], groupIndex: number) => (runner: CasinoRunner) => ({
    selectedSide: selected?.sid === runner.sid ? selected.side : null,
    onTap: (side: BetSide) => onPick({ runner, groupIndex, group, side }),
  });
  return (
    <Box
      data-testid="betting-board"
      sx={{
        position: 'relative',
        display: 'grid',
        gap: 1.5,
        minHeight: 96,
        borderRadius: 2,
        // A board of one-bet markets (Baccarat) lays its bets side by side.
        ...(groups.length > 1 && groups.every((group) => group.length === 1)
          ? { gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: `repeat(${groups.length}, 1fr)` } }
          : {}),
      }}
    >
      {groups.map((group, index) => {
        const market = marketOfGroup(model.markets, index);
        return (
          <BetGroup
            key={index}
            runners={group}
            title={CASINO_TABLES[table].titledGroups ? market?.markettype : undefined}
            rows={table === 'lucky7B'}
            suspended={market?.suspended === true}
            tileProps={tileProps(group, index)}
            sideProps={sideProps(group, index)}
          />
        );
      })}
      {closed && <SuspendedOverlay />}
    </Box>
  );
}
