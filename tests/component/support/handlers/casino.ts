import { http } from 'msw';
import type { BetPayload, ExistingBet } from '../../../../contract/bets';
import type { CasinoGame, CasinoListItem, CasinoLive, CasinoResult } from '../../../../contract/casino';
import { apiErrorJson, apiUrl, contractJson } from '../apiRoute';

export const casinoListHandler = (items: CasinoListItem[]) =>
  http.get(apiUrl('casinoList'), () => contractJson('casinoList', { status: true, data: items }));

export const casinoGamesHandler = (games: CasinoGame[]) =>
  http.get(apiUrl('casinoGames'), () => contractJson('casinoGames', { status: true, data: games }));

/** /casino/data/{casinoType}/{eventId}: `data()` is read per poll, so a test can change the round; null fails it. */
export const casinoDataHandler = (data: () => (CasinoLive & { result: CasinoResult[] }) | null) =>
  http.get(apiUrl('casinoData'), () => {
    const answer = data();
    return answer ? contractJson('casinoData', { status: true, data: answer }) : apiErrorJson(500, 'down');
  });

export const betDetailsHandler = (bets: ExistingBet[] = []) =>
  http.get(apiUrl('betDetailsList'), () => contractJson('betDetailsList', { status: true, data: bets }));

/** Records every POST /bet/save2 body and accepts it. */
export const placeBetHandler = (bodies: BetPayload[]) =>
  http.post(apiUrl('placeBet'), async ({ request }) => {
    bodies.push((await request.json()) as BetPayload);
    return contractJson('placeBet', { status: true, message: 'Bet placed successfully!' });
  });

export const roundResultHandler = (round: { mid: string; cards: string; win: string }, bodies: unknown[] = []) =>
  http.post(apiUrl('roundResult'), async ({ request }) => {
    bodies.push(await request.json());
    return contractJson('roundResult', { status: true, data: { data: [round] } });
  });
