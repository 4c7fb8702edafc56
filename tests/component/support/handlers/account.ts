import { http } from 'msw';
import type { LiveBet } from '../../../../contract/bets';
import { apiUrl, contractJson } from '../apiRoute';
import { logoutHandler, userDetailsHandler } from './auth';

export const exposureHandler = (exposure: number, calls: string[] = []) =>
  http.get(apiUrl('exposure'), () => {
    calls.push('exposure');
    return contractJson('exposure', { status: true, data: exposure });
  });

export const tradeListHandler = (trades: LiveBet[]) =>
  http.get(apiUrl('tradeList'), () => contractJson('tradeList', { status: true, data: trades }));

/** What a logged-in header polls (user details, exposure, open markets) and its logout. */
export const loggedInHandlers = ({ exposure = 0, trades = [] as LiveBet[], calls = [] as string[] } = {}) => [
  userDetailsHandler(calls),
  logoutHandler(calls),
  exposureHandler(exposure, calls),
  tradeListHandler(trades),
];
