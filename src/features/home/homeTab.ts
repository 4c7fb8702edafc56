import type { Sport } from '../../../contract/sports';

/** The home tab strip's fixed ends (HOME-01); sport tabs are keyed by their sport id, Casino by "casino". */
export const VIMAAN_TAB = 'vimaan';
export const TIPS_TAB = 'tips';
export const CASINO_TAB = 'casino';
/** HOME-12 OPEN-031: Horse Racing's canonical id. */
export const HORSE_RACING_ID = 135;

export const sportTabKey = (sport: Sport): string => (sport.eventId === null ? CASINO_TAB : String(sport.eventId));
