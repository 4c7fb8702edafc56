import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import FlightTakeoffOutlinedIcon from '@mui/icons-material/FlightTakeoffOutlined';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import styled from '@emotion/styled';
import { strings } from '../../../contract/strings';
import type { Sport } from '../../../contract/sports';
import { TabStrip } from '../../components/plain/TabStrip';
import { SportIcon } from '../../components/sports/SportIcon';
import { sportsLabels } from '../../components/sports/sportsLabels';
import { themedCss } from '../../components/themedCss';
import { sportTabKey, TIPS_TAB, VIMAAN_TAB } from './homeTab';

interface Props {
  sports: readonly Sport[];
  /** null: no tab chosen, the home lists show every sport. */
  selected: string | null;
  onSelect: (tab: string) => void;
}

// Labels stay on one line: the strip scrolls sideways on phones instead of wrapping "Tips & Previews".
const Strip = styled(TabStrip)(
  themedCss((theme) => ({
    backgroundColor: theme.palette.background.paper,
    borderRadius: theme.shape.borderRadius,
    border: `1px solid ${theme.palette.divider}`,
    '& [role="tab"]': { minHeight: 64, minWidth: 88, fontSize: 13, fontWeight: 700, whiteSpace: 'nowrap', flexShrink: 0 },
  })),
);

/** HOME-01: Vimaan, one tab per game (active / inactive icon variants), then Tips & Previews. */
export function HomeTabs({ sports, selected, onSelect }: Props) {
  const isActive = (key: string) => selected === key;
  const tabs = [
    { value: VIMAAN_TAB, label: strings.vimaan, icon: isActive(VIMAAN_TAB) ? <FlightTakeoffIcon /> : <FlightTakeoffOutlinedIcon /> },
    ...sports.map((sport) => ({
      value: sportTabKey(sport),
      label: sport.name,
      icon: <SportIcon eventId={sport.eventId} active={isActive(sportTabKey(sport))} />,
    })),
    { value: TIPS_TAB, label: strings.tipsAndPreviews, icon: isActive(TIPS_TAB) ? <LightbulbIcon /> : <LightbulbOutlinedIcon /> },
  ];
  return <Strip label={sportsLabels.sportTabs} tabs={tabs} selected={selected ?? false} onSelect={onSelect} scrollable />;
}
