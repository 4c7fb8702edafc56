import type { CASINO_FEEDS } from '../../contract/casino';
import { strings } from '../../contract/strings';

export type CasinoFeed = (typeof CASINO_FEEDS)[number];
export type ResultFamily =
  'teenpatti' | 'dragonTiger' | 'lucky7' | 'card32' | 'amarAkbarAnthony' | 'bollywood' | 'worli' | 'baccarat' | 'poker';

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
  /**
   * How the runners (t2, in order) split into the board's groups; the runners after the listed sizes form the
   * last group. CAS-DT-02 OPEN-094: 20-20 Dragon Tiger 3, 2, 2, 2, 2, 13, 13. CAS-L7A-01 CAS-L7B-01 OPEN-097:
   * Lucky 7 0-1, 2-3, 4-5, 6 to the end. OPEN-092: 20-20 Teenpatti players, then its side bets.
   */
  groups: readonly number[];
  /** CAS-L7A-02: each group is titled with its market's type (the tables of several markets). */
  titledGroups: boolean;
  /**
   * The runners that settle against each other (one wins), as sizes like `groups`: a runner's P/L counts only the
   * bets of its own set. 20-20 Teenpatti's two pair-plus bets can both win, so each is a set of its own.
   */
  exclusiveSets: readonly number[];
  /** The result popup's hands: how many of the round's cards, in order, each holds (absent: one row of cards). */
  resultHands?: readonly { label: string; cards: number }[];
}

const TEENPATTI_START = 25;
const OTHERS_START = 19;

/** LOBBY-11 LOBBY-12: the live casino tables (the one list of table types on the client). */
export const CASINO_TABLES = {
  teen20: {
    gameName: '20 20 TEENPATTI',
    casinoType: 'teen20',
    feed: 'teenpatti/t20',
    countdownStart: TEENPATTI_START,
    closesBelow: 6,
    chipBet: false,
    resultFamily: 'teenpatti',
    groups: [2],
    titledGroups: false,
    exclusiveSets: [2, 1],
  },
  teen3Card: {
    gameName: '3 CARD TEENPATTI',
    casinoType: 'Teen',
    feed: null,
    countdownStart: TEENPATTI_START,
    closesBelow: null,
    chipBet: true,
    resultFamily: 'teenpatti',
    groups: [],
    titledGroups: false,
    exclusiveSets: [],
  },
  dragonTiger: {
    gameName: 'DRAGON TIGER',
    casinoType: 'dt',
    feed: null,
    countdownStart: TEENPATTI_START,
    closesBelow: null,
    chipBet: false,
    resultFamily: 'dragonTiger',
    groups: [],
    titledGroups: false,
    exclusiveSets: [],
  },
  dragonTiger20: {
    gameName: '20 20 DRAGON TIGER',
    casinoType: 'dt20',
    feed: 'dragontiger/t20',
    countdownStart: TEENPATTI_START,
    closesBelow: null,
    chipBet: false,
    resultFamily: 'dragonTiger',
    groups: [3, 2, 2, 2, 2, 13, 13],
    titledGroups: false,
    exclusiveSets: [3, 2, 2, 2, 2, 13],
  },
  dragonTiger202: {
    gameName: '20 20 DRAGON TIGER 2',
    casinoType: 'dt202',
    feed: null,
    countdownStart: TEENPATTI_START,
    closesBelow: null,
    chipBet: false,
    resultFamily: 'dragonTiger',
    groups: [3, 2, 2, 2, 2, 13, 13],
    titledGroups: false,
    exclusiveSets: [3, 2, 2, 2, 2, 13],
  },
  fastDragonTiger: {
    gameName: 'FAST DRAGON TIGER',
    casinoType: 'dt6',
    feed: null,
    countdownStart: OTHERS_START,
    closesBelow: null,
    chipBet: true,
    resultFamily: 'dragonTiger',
    groups: [],
    titledGroups: false,
    exclusiveSets: [],
  },
  lucky7A: {
    gameName: 'LUCKY 7-A',
    casinoType: 'lucky7',
    feed: 'lucky/a',
    countdownStart: OTHERS_START,
    closesBelow: null,
    chipBet: false,
    resultFamily: 'lucky7',
    groups: [2, 2, 2],
    titledGroups: true,
    exclusiveSets: [2, 2, 2],
  },
  lucky7B: {
    gameName: 'LUCKY 7-B',
    casinoType: 'lucky7eu',
    feed: 'lucky/b',
    countdownStart: OTHERS_START,
    closesBelow: null,
    chipBet: false,
    resultFamily: 'lucky7',
    groups: [2, 2, 2],
    titledGroups: true,
    exclusiveSets: [2, 2, 2],
  },
  card32A: {
    gameName: '32 CARDS A',
    casinoType: 'card32',
    feed: null,
    countdownStart: TEENPATTI_START,
    closesBelow: null,
    chipBet: false,
    resultFamily: 'card32',
    groups: [],
    titledGroups: false,
    exclusiveSets: [],
  },
  card32B: {
    gameName: '32 CARDS B',
    casinoType: 'card32eu',
    feed: null,
    countdownStart: TEENPATTI_START,
    closesBelow: null,
    chipBet: false,
    resultFamily: 'card32',
    groups: [4, 8],
    titledGroups: true,
    exclusiveSets: [4, 2, 2, 2, 2],
  },
  amarAkbarAnthony: {
    gameName: 'AMAR AKBAR ANTHONY',
    casinoType: 'aaa',
    feed: null,
    countdownStart: OTHERS_START,
    closesBelow: null,
    chipBet: false,
    resultFamily: 'amarAkbarAnthony',
    groups: [3, 2, 2],
    titledGroups: true,
    exclusiveSets: [3, 2, 2],
  },
  bollywood: {
    gameName: 'BOLLYWOOD TABLE',
    casinoType: 'btable',
    feed: null,
    countdownStart: OTHERS_START,
    closesBelow: null,
    chipBet: false,
    resultFamily: 'bollywood',
    groups: [6, 1, 2],
    titledGroups: true,
    exclusiveSets: [6, 1, 2],
  },
  worli2: {
    gameName: 'INSTANT WORLI',
    casinoType: 'worli2',
    feed: null,
    countdownStart: OTHERS_START,
    closesBelow: null,
    chipBet: false,
    resultFamily: 'worli',
    groups: [10, 2],
    titledGroups: true,
    exclusiveSets: [10, 2],
  },
  baccarat: {
    gameName: 'BACCARAT',
    casinoType: 'baccarat',
    feed: null,
    countdownStart: TEENPATTI_START,
    closesBelow: null,
    chipBet: false,
    resultFamily: 'baccarat',
    // Each bet is a market of its own (a tie voids Player and Banker alone).
    groups: [1, 1, 1, 1],
    titledGroups: false,
    exclusiveSets: [1, 1, 1, 1],
  },
  poker20: {
    gameName: '20 20 POKER',
    casinoType: 'poker20',
    feed: null,
    countdownStart: TEENPATTI_START,
    closesBelow: null,
    chipBet: false,
    resultFamily: 'poker',
    // Winner (Player A, Player B), then the Winning Hand's seven bets.
    groups: [2],
    titledGroups: true,
    exclusiveSets: [2],
    resultHands: [
      { label: strings.playerA, cards: 2 },
      { label: strings.playerB, cards: 2 },
      { label: strings.pokerBoard, cards: 5 },
    ],
  },
} as const satisfies Record<string, CasinoTable>;

export type CasinoTableId = keyof typeof CASINO_TABLES;
const TABLE_IDS = Object.keys(CASINO_TABLES) as CasinoTableId[];

/** CAS-LNCH-03 CAS-LNCH-04: the launcher's screen for a game name, or null (background only). */
export const tableByGameName = (name: string): CasinoTableId | null => TABLE_IDS.find((id) => CASINO_TABLES[id].gameName === name) ?? null;

/** CAS-LNCH-06 CAS-LNCH-07 OPEN-089: the play page's screen for a casino type, or null ("launched soon"). */
export const tableByCasinoType = (casinoType: string): CasinoTableId | null =>
  TABLE_IDS.find((id) => CASINO_TABLES[id].casinoType === casinoType) ?? null;

/** The result popup's hands of a table's round (20-20 Poker: A, B and the board), or undefined for one row of cards. */
export const resultHandsOf = (table: CasinoTableId): CasinoTable['resultHands'] => (CASINO_TABLES[table] as CasinoTable).resultHands;
