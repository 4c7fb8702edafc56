/** Accessible names of the sports area's icon-only controls and cells (not visible text). */
export const sportsLabels = {
  tvFlag: 'live tv',
  bookmakerFlag: 'bookmaker',
  fancyFlag: 'fancy',
  inPlayFlag: 'in play',
  price: (side: 'back' | 'lay', runner: string, level = 1) => `${side} ${runner}${level > 1 ? ` level ${level}` : ''}`,
  matchList: (group: string) => `${group} matches`,
  sportBlock: (sport: string) => `${sport} block`,
  sportTabs: 'sports',
  matchGroups: 'match lists',
  halveStake: 'halve stake',
  doubleStake: 'double stake',
  rateDown: 'rate down',
  rateUp: 'rate up',
  betSlip: 'bet slip',
  countries: 'countries',
  follow: 'follow market',
} as const;
