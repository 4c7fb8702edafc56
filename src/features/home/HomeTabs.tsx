import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import FlightTakeoffOutlinedIcon from '@mui/icons-material/FlightTakeoffOutlined';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { strings } from '../../../contract/strings';
import type { Sport } from '../../../contract/sports';
import { SportIcon } from '../../components/sports/SportIcon';
import { sportsLabels } from '../../components/sports/sportsLabels';
import { sportTabKey, TIPS_TAB, VIMAAN_TAB } from './homeTab';

interface Props {
  sports: readonly Sport[];
  /** null: no tab chosen, the home lists show every sport. */
  selected: string | null;
  onSelect: (tab: string) => void;
}

// Labels stay on one line: the strip scrolls sideways on phones instead of wrapping "Tips & Previews".
const tabSx = { minHeight: 64, minWidth: 88, fontSize: 13, fontWeight: 700, whiteSpace: 'nowrap', flexShrink: 0 } as const;

/** HOME-01: Vimaan, one tab per game (active / inactive icon variants), then Tips & Previews. */
export function HomeTabs({ sports, selected, onSelect }: Props) {
  const isActive = (key: string) => selected === key;
  return (
    <Tabs
      value={selected ?? false}
      onChange={(_, next: string) => onSelect(next)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={sportsLabels.sportTabs}
      sx={{ bgcolor: 'background.paper', borderRadius: 1, border: 1, borderColor: 'divider' }}
    >
      <Tab
        value={VIMAAN_TAB}
        label={strings.vimaan}
        icon={isActive(VIMAAN_TAB) ? <FlightTakeoffIcon /> : <FlightTakeoffOutlinedIcon />}
        sx={tabSx}
      />
      {sports.map((sport) => (
        <Tab
          key={sportTabKey(sport)}
          value={sportTabKey(sport)}
          label={sport.name}
          icon={<SportIcon eventId={sport.eventId} active={isActive(sportTabKey(sport))} />}
          sx={tabSx}
        />
      ))}
      <Tab
        value={TIPS_TAB}
        label={strings.tipsAndPreviews}
        icon={isActive(TIPS_TAB) ? <LightbulbIcon /> : <LightbulbOutlinedIcon />}
        sx={tabSx}
      />
    </Tabs>
  );
}
