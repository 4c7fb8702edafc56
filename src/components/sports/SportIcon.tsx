import CasinoIcon from '@mui/icons-material/Casino';
import CasinoOutlinedIcon from '@mui/icons-material/CasinoOutlined';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import SportsCricketIcon from '@mui/icons-material/SportsCricket';
import SportsCricketOutlinedIcon from '@mui/icons-material/SportsCricketOutlined';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import SportsSoccerOutlinedIcon from '@mui/icons-material/SportsSoccerOutlined';
import SportsTennisIcon from '@mui/icons-material/SportsTennis';
import SportsTennisOutlinedIcon from '@mui/icons-material/SportsTennisOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { HorseIcon } from './HorseIcon';

type Icon = ComponentType<SvgIconProps>;

const OutlinedHorse: Icon = (props) => <HorseIcon outlined {...props} />;

/** HOME-01 HOME-12: each sport's active and inactive icon, by sport id (Casino has none: null). */
const ICONS = new Map<number | null, [active: Icon, inactive: Icon]>([
  [4, [SportsCricketIcon, SportsCricketOutlinedIcon]],
  [1, [SportsSoccerIcon, SportsSoccerOutlinedIcon]],
  [2, [SportsTennisIcon, SportsTennisOutlinedIcon]],
  [135, [HorseIcon, OutlinedHorse]],
  [10, [HorseIcon, OutlinedHorse]],
  [null, [CasinoIcon, CasinoOutlinedIcon]],
]);

/** The sport's icon; `active` picks the filled variant (the inactive one is outlined). */
export function SportIcon({ eventId, active, ...props }: SvgIconProps & { eventId: number | null; active: boolean }) {
  const [activeIcon, inactiveIcon] = ICONS.get(eventId) ?? [EmojiEventsIcon, EmojiEventsOutlinedIcon];
  const Chosen = active ? activeIcon : inactiveIcon;
  return <Chosen data-variant={active ? 'active' : 'inactive'} {...props} />;
}
