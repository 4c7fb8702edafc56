import type { DbLocation } from '../../db/connect';
import { ApiError } from '../../errors';
import type { BetRow } from '../../repositories/bets';
import type { ExchangeOrder } from './betRequest';

/** What the order thread starts with: the database, and how many orders may wait on one market. */
export interface OrderThreadData {
  location: DbLocation;
  waitingPerMarket: number;
}

/** To the order thread: an order to take, or `stop` once no more will come. */
export type OrderMessage = { id: number; request: ExchangeOrder } | 'stop';

/** What an error keeps across the thread boundary: what the error handler answers from (status, or SQLite's busy code). */
export interface WireError {
  message: string;
  statusCode?: number;
  code?: string;
  stack?: string;
}

/** From the order thread: an order's stored bet or why it was refused; `ready` once, when it takes orders. */
export type OrderAnswer = { id: number; bet: BetRow } | { id: number; error: WireError };
export type FromOrderThread = OrderAnswer | 'ready';

export function errorOnWire(error: unknown): WireError {
  if (!(error instanceof Error)) return { message: String(error) };
  const { code } = error as Error & { code?: unknown };
  return {
    message: error.message,
    ...(error instanceof ApiError ? { statusCode: error.statusCode } : {}),
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.stack ? { stack: error.stack } : {}),
  };
}

/** The error as the handler knows it: an ApiError keeps its status, a busy file its code (answered 503). */
export function errorOffWire(wire: WireError): Error {
  const error =
    wire.statusCode === undefined
      ? Object.assign(new Error(wire.message), wire.code ? { code: wire.code } : {})
      : new ApiError(wire.statusCode, wire.message);
  if (wire.stack) error.stack = wire.stack;
  return error;
}
