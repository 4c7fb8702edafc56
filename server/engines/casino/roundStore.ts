import type { CasinoResult } from '../../../contract/casino';

export interface RoundStart {
  mid: string;
  tableKey: string;
  eventId: number;
  hash: string;
  /** Kept private until the result: a new leader finishes an interrupted round from it. */
  seed: string;
  startedAt: number;
}

export interface RoundEnd {
  mid: string;
  cards: string;
  win: string;
  result: string;
  settledAt: number;
}

/** Where a table keeps its rounds (the database in the server, memory in engine tests). */
export interface RoundStore {
  saveStart(start: RoundStart): Promise<void>;
  saveEnd(end: RoundEnd): Promise<void>;
  /** Settled rounds of the table, newest first, seeds revealed. */
  recentResults(tableKey: string, limit: number): Promise<CasinoResult[]>;
  /** When the table's newest round started (ms; 0 for none): a new dealer's round ids follow it. */
  latestStart(tableKey: string): Promise<number>;
  /** Rounds started but never settled (their dealer stopped), oldest first. */
  unsettled(tableKey: string): Promise<RoundStart[]>;
}
