import { http } from 'msw';
import type { LiveBet } from '../../../../contract/bets';
import { apiUrl, contractJson } from '../apiRoute';

export const exposureHandler = (exposure: number) =>
  http.get(apiUrl('exposure'), () => contractJson('exposure', { status: true, data: exposure }));

export const tradeListHandler = (trades: LiveBet[]) =>
  http.get(apiUrl('tradeList'), () => contractJson('tradeList', { status: true, data: trades }));
