import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { casinoGames$ } from '../../../../streams/casino/casinoGames$';
import { launcherFeed } from '../../../../streams/casino/tableFeed';
import { tableByGameName } from '../../../../streams/casino/tables';
import { CasinoTableScreen } from '../table/CasinoTableScreen';
import { LaunchBackdrop } from './LaunchBackdrop';
import { useConsoleClearing } from './useConsoleClearing';
import { useElapsed } from './useElapsed';

/** CAS-LNCH-01 */
export const LAUNCHER_BACKDROP_MS = 2_000;

/**
 * CAS-LNCH-01..05 OPEN-090 OPEN-091: 2 s of background, then the first game whose matchId is id3, on the
 * screen of its name; a name without a screen keeps only the background.
 */
export function CasinoLauncherPage() {
  const { id3 = '' } = useParams();
  useConsoleClearing();
  const ready = useElapsed(LAUNCHER_BACKDROP_MS);
  const games = useObservableState(casinoGames$);
  const game = games?.data?.find((candidate) => candidate.matchId === id3);
  const table = game ? tableByGameName(game.name) : null;
  const feed = useMemo(() => (game && table ? launcherFeed(table, game) : null), [game, table]);
  if (!ready || !game || !table || !feed) return <LaunchBackdrop busy={!ready || !games?.data} />;
  return <CasinoTableScreen table={table} game={game} feed={feed} />;
}
