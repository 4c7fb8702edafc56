import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { strings } from '../../../../contract/strings';
import { casinoGames$ } from '../../../../streams/casino/casinoGames$';
import { playPageFeed } from '../../../../streams/casino/tableFeed';
import { tableByCasinoType } from '../../../../streams/casino/tables';
import { CasinoTableScreen } from '../table/CasinoTableScreen';
import { LaunchBackdrop } from './LaunchBackdrop';
import { usePlayBackdropElapsed } from './PlayPageBackdrop';
import { playParams } from './playParams';

/** CAS-LNCH-06 CAS-LNCH-07 CAS-LNCH-09 OPEN-089: the table for a casino type, after 1.4 s of background (PlayPageBackdrop). */
export function CasinoPlayPage() {
  const { eventId = '', casinoType = '' } = useParams();
  const params = playParams(eventId, casinoType);
  const table = params ? tableByCasinoType(params.casinoType) : null;
  const games = useObservableState(casinoGames$);
  const ready = usePlayBackdropElapsed();
  const game = games?.data?.find((candidate) => candidate.casinoType === params?.casinoType && candidate.eventId === params.eventId);
  const type = params?.casinoType;
  const event = params?.eventId;
  const feed = useMemo(() => (type && event !== undefined && table ? playPageFeed(type, event) : null), [type, event, table]);
  if (!ready) return <LaunchBackdrop />;
  if (!table || !params || (games?.data && !game)) return <LaunchBackdrop busy={false}>{strings.casinoLaunchedSoon}</LaunchBackdrop>;
  if (!game || !feed) return <LaunchBackdrop />;
  return <CasinoTableScreen table={table} game={game} feed={feed} />;
}
