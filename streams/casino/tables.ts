import type { CASINO_FEEDS } from '../../contract/casino';

export type CasinoFeed = (typeof CASINO_FEEDS)[number];
export type ResultFamily = 'teenpatti' | 'dragonTiger' | 'lucky7';

export interface CasinoTable {
  /** CAS-LNCH-03: the game name the launcher matches. */
  gameName: string;
  /** OPEN-089: the casinoType the play page maps to this screen (Dragon Tiger: "dt", as the server lists it). */
  casinoType: string;
  /** CAS-LNCH-08 OPEN-085: the launcher's live feed, when the table has one. */
  feed: CasinoFeed | null;
  /** CAS-ALL-09 CONST-17: where the round countdown starts. */
  countdownStart: number;
  /** CAS-T20-03: betting closes while the countdown is below this value. */
  closesBelow: number | null;
  /** CAS-ALL-21: choose a chip, tap a selection to bet at once. */
  chipBet: boolean;
  resultFamily: ResultFamily;
}

const TEENPATTI_START = 25;
const OTHERS_START = 19;

/** LOBBY-12: the live casino tables. */
export const CASINO_TABLES = {
  teen20: {
    gameName: '20 20 TEENPATTI',
    casinoType: 'teen20',
    feed: 'teenpatti/t20',
    countdownStart: TEENPATTI_START,
    closesBelow: 6,
    chipBet: false,
    resultFamily: 'teenpatti',
  },
  teen3Card: {
    gameName: '3 CARD TEENPATTI',
    casinoType: 'Teen',
    feed: null,
    countdownStart: TEENPATTI_START,
    closesBelow: null,
    chipBet: true,
    resultFamily: 'teenpatti',
  },
  dragonTiger: {
    gameName: 'DRAGON TIGER',
    casinoType: 'dt',
    feed: null,
    countdownStart: TEENPATTI_START,
    closesBelow: null,
    chipBet: false,
    resultFamily: 'dragonTiger',
  },
  dragonTiger20: {
    gameName: '20 20 DRAGON TIGER',
    casinoType: 'dt20',
    feed: 'dragontiger/t20',
    countdownStart: TEENPATTI_START,
    closesBelow: null,
    chipBet: false,
    resultFamily: 'dragonTiger',
  },
  dragonTiger202: {
    gameName: '20 20 DRAGON TIGER 2',
    casinoType: 'dt202',
    feed: null,
    countdownStart: TEENPATTI_START,
    closesBelow: null,
    chipBet: false,
    resultFamily: 'dragonTiger',
  },
  fastDragonTiger: {
    gameName: 'FAST DRAGON TIGER',
    casinoType: 'dt6',
    feed: null,
    countdownStart: OTHERS_START,
    closesBelow: null,
    chipBet: true,
    resultFamily: 'dragonTiger',
  },
  lucky7A: {
    gameName: 'LUCKY 7-A',
    casinoType: 'lucky7',
    feed: 'lucky/a',
    countdownStart: OTHERS_START,
    closesBelow: null,
    chipBet: false,
    resultFamily: 'lucky7',
  },
  lucky7B: {
    gameName: 'LUCKY 7-B',
    casinoType: 'lucky7eu',
    feed: 'lucky/b',
    countdownStart: OTHERS_START,
    closesBelow: null,
    chipBet: false,
    resultFamily: 'lucky7',
  },
} as const satisfies Record<string, CasinoTable>;

export type CasinoTableId = keyof typeof CASINO_TABLES;
const TABLE_IDS = Object.keys(CASINO_TABLES) as CasinoTableId[];

/** CAS-LNCH-03 CAS-LNCH-04: the launcher's screen for a game name, or null (background only). */
export const tableByGameName = (name: string): CasinoTableId | null =>
  TABLE_IDS.find((id) => CASINO_TABLES[id].gameName === name) ?? null;

/** CAS-LNCH-06 CAS-LNCH-07 OPEN-089: the play page's screen for a casino type, or null ("launched soon"). */
export const tableByCasinoType = (casinoType: string): CasinoTableId | null =>
  TABLE_IDS.find((id) => CASINO_TABLES[id].casinoType === casinoType) ?? null;
