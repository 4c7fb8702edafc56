import type { CASINO_FEEDS } from '../../../contract/casino';
import type { GameRules } from './game';
import { dragonTiger } from './games/dragonTiger';
import { dragonTiger20 } from './games/dragonTiger20';
import { dragonTiger202 } from './games/dragonTiger202';
import { amarAkbarAnthony } from './games/amarAkbarAnthony';
import { baccarat } from './games/baccarat';
import { bollywood } from './games/bollywood';
import { cards32 } from './games/card32';
import { cards32eu } from './games/card32eu';
import { lucky7 } from './games/lucky7';
import { poker20 } from './games/poker20';
import { worli } from './games/worli';
import { teenpatti3Card } from './games/teenpatti';
import { teenpatti20 } from './games/teenpatti20';

export type CasinoFeedPath = (typeof CASINO_FEEDS)[number];

/** One live table: its identity on the wire and its round timing. */
export interface TableDef {
  /** Stable key (leadership lock, persisted rows). */
  key: string;
  /** Name in the games list, as the launcher matches it (SRV-28). */
  gameName: string;
  /** Name on the lobby card. */
  title: string;
  /** The play page's casino type (OPEN-089; plain Dragon Tiger has none there and uses "dt"). */
  casinoType: string;
  eventId: number;
  legueId: string;
  matchId: string;
  /** The launcher's live feed (CAS-LNCH-08), when the table has one. */
  feed: CasinoFeedPath | null;
  rules: GameRules;
  /** autotime at the start of betting (CAS-ALL-09). */
  countdownStart: number;
  /** Betting closes (gstatus 0) when autotime reaches this value: 5 on 20-20 Teenpatti (CAS-T20-03), else 0. */
  closesAt: number;
}

const CASINO_LEAGUE = 'casino';
const LONG_ROUND = 25;
const FAST_ROUND = 19;

const table = (def: Omit<TableDef, 'legueId' | 'matchId' | 'closesAt'> & { closesAt?: number }): TableDef => ({
  ...def,
  legueId: CASINO_LEAGUE,
  matchId: `${def.casinoType}-${def.eventId}`,
  closesAt: def.closesAt ?? 0,
});

/** LOBBY-11 LOBBY-12: the live tables, each with its rules module (the one list of table types). */
export const CASINO_TABLES: readonly TableDef[] = [
  table({
    key: 'teen20',
    gameName: '20 20 TEENPATTI',
    title: '20-20 Teenpatti',
    casinoType: 'teen20',
    eventId: 56767,
    feed: 'teenpatti/t20',
    rules: teenpatti20,
    countdownStart: LONG_ROUND,
    closesAt: 5,
  }),
  table({
    key: 'teen3Card',
    gameName: '3 CARD TEENPATTI',
    title: '3 Card Teenpatti',
    casinoType: 'Teen',
    eventId: 56768,
    feed: null,
    rules: teenpatti3Card,
    countdownStart: LONG_ROUND,
  }),
  table({
    key: 'dragonTiger',
    gameName: 'DRAGON TIGER',
    title: 'Dragon Tiger',
    casinoType: 'dt',
    eventId: 98790,
    feed: null,
    rules: dragonTiger,
    countdownStart: LONG_ROUND,
  }),
  table({
    key: 'dragonTiger20',
    gameName: '20 20 DRAGON TIGER',
    title: '20-20 Dragon Tiger',
    casinoType: 'dt20',
    eventId: 98791,
    feed: 'dragontiger/t20',
    rules: dragonTiger20,
    countdownStart: LONG_ROUND,
  }),
  table({
    key: 'fastDragonTiger',
    gameName: 'FAST DRAGON TIGER',
    title: 'Fast Dragon Tiger',
    casinoType: 'dt6',
    eventId: 98792,
    feed: null,
    rules: dragonTiger,
    countdownStart: FAST_ROUND,
  }),
  table({
    key: 'lucky7A',
    gameName: 'LUCKY 7-A',
    title: 'Lucky 7-A',
    casinoType: 'lucky7',
    eventId: 98789,
    feed: 'lucky/a',
    rules: lucky7,
    countdownStart: FAST_ROUND,
  }),
  table({
    key: 'lucky7B',
    gameName: 'LUCKY 7-B',
    title: 'Lucky 7-B',
    casinoType: 'lucky7eu',
    eventId: 98795,
    feed: 'lucky/b',
    rules: lucky7,
    countdownStart: FAST_ROUND,
  }),
  table({
    key: 'dragonTiger202',
    gameName: '20 20 DRAGON TIGER 2',
    title: '20-20 Dragon Tiger 2',
    casinoType: 'dt202',
    eventId: 98801,
    feed: null,
    rules: dragonTiger202,
    countdownStart: LONG_ROUND,
  }),
  table({
    key: 'card32A',
    gameName: '32 CARDS A',
    title: '32 Cards A',
    casinoType: 'card32',
    eventId: 56770,
    feed: null,
    rules: cards32,
    countdownStart: LONG_ROUND,
  }),
  table({
    key: 'card32B',
    gameName: '32 CARDS B',
    title: '32 Cards B',
    casinoType: 'card32eu',
    eventId: 56771,
    feed: null,
    rules: cards32eu,
    countdownStart: LONG_ROUND,
  }),
  table({
    key: 'amarAkbarAnthony',
    gameName: 'AMAR AKBAR ANTHONY',
    title: 'Amar Akbar Anthony',
    casinoType: 'aaa',
    eventId: 98793,
    feed: null,
    rules: amarAkbarAnthony,
    countdownStart: FAST_ROUND,
  }),
  table({
    key: 'bollywood',
    gameName: 'BOLLYWOOD TABLE',
    title: 'Bollywood Table',
    casinoType: 'btable',
    eventId: 98794,
    feed: null,
    rules: bollywood,
    countdownStart: FAST_ROUND,
  }),
  table({
    key: 'worli2',
    gameName: 'INSTANT WORLI',
    title: 'Instant Worli',
    casinoType: 'worli2',
    eventId: 98803,
    feed: null,
    rules: worli,
    countdownStart: FAST_ROUND,
  }),
  table({
    key: 'baccarat',
    gameName: 'BACCARAT',
    title: 'Baccarat',
    casinoType: 'baccarat',
    eventId: 98802,
    feed: null,
    rules: baccarat,
    countdownStart: LONG_ROUND,
  }),
  table({
    key: 'poker20',
    gameName: '20 20 POKER',
    title: '20-20 Poker',
    casinoType: 'poker20',
    eventId: 98804,
    feed: null,
    rules: poker20,
    countdownStart: LONG_ROUND,
  }),
];

/**
 * The end of a table's round ids (`${startedAt}${suffix}`): the last two digits of its eventId, different on every
 * table, so two tables starting a round in the same millisecond never share a round id.
 */
export const roundIdSuffix = (def: Pick<TableDef, 'eventId'>): string => String(def.eventId % 100).padStart(2, '0');

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The fixed market id of a table's market (OPEN-099): the money core re-opens it each round. */
export const tableMarketId = (def: TableDef, markettype: string): string => `${def.matchId}-${slug(markettype)}`;

export const tableByKey = (key: string) => CASINO_TABLES.find((def) => def.key === key);
export const tableByCasinoType = (casinoType: string, eventId: number) =>
  CASINO_TABLES.find((def) => def.casinoType === casinoType && def.eventId === eventId);
export const tableByFeed = (feed: string) => CASINO_TABLES.find((def) => def.feed === feed);
export const tableByEventId = (eventId: number) => CASINO_TABLES.find((def) => def.eventId === eventId);
