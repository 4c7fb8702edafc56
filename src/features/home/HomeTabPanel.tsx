import { strings } from '../../../contract/strings';
import type { Sport } from '../../../contract/sports';
import { CasinoLobby } from '../../components/casino/CasinoLobby';
import { HorseSchedule } from '../../components/horse/HorseSchedule';
import { AllMatchLists } from '../../components/sports/AllMatchLists';
import { SportMatches } from '../../components/sports/SportMatches';
import { ComingSoonPanel } from './ComingSoonPanel';
import { CASINO_TAB, HORSE_RACING_ID, sportTabKey, TIPS_TAB, VIMAAN_TAB } from './homeTab';

/** HOME-03..06: what the chosen home tab shows (the Casino tab: the casino lobby itself); with none chosen, every sport's lists. */
export function HomeTabPanel({ tab, sports }: { tab: string | null; sports: readonly Sport[] }) {
  if (tab === VIMAAN_TAB) return <ComingSoonPanel title={strings.vimaan} />;
  if (tab === TIPS_TAB) return <ComingSoonPanel title={strings.tipsAndPreviews} />;
  const sport = sports.find((candidate) => sportTabKey(candidate) === tab);
  if (sport === undefined) return <AllMatchLists sports={sports} />;
  if (tab === CASINO_TAB || sport.eventId === null) return <CasinoLobby />;
  if (sport.eventId === HORSE_RACING_ID) return <HorseSchedule />;
  return <SportMatches sport={{ ...sport, eventId: sport.eventId }} />;
}
