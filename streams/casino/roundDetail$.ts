import { catchError, from, map, of, type Observable } from 'rxjs';
import type { CasinoGame, CasinoResult } from '../../contract/casino';
import { apiCall } from '../api/client';
import type { CasinoTableId } from './tables';

/** What the result popup shows (CAS-ALL-05): the round, its cards and its win code. */
export interface RoundDetail {
  mid: string;
  cards: string[];
  win: string;
}

const cardList = (cards: string): string[] =>
  cards
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '');

/**
 * CAS-ALL-29 CAS-L7A-05: the popup's round — POST /sports/v1/casino/result, or on Lucky 7-A the card from
 * /v2/get-casino-cards/{eventId}/{mid}. A failure is only logged (CAS-ALL-28) and the result item's own
 * cards stand in.
 */
export function createRoundDetail$(call = apiCall) {
  return (table: CasinoTableId, game: CasinoGame, item: CasinoResult): Observable<RoundDetail> => {
    const fallback: RoundDetail = { mid: item.mid, cards: cardList(item.cards), win: item.win };
    const fetched$ =
      table === 'lucky7A'
        ? call('casinoCards', { params: { eventId: game.eventId, mid: item.mid } }).pipe(
            map(({ data }) => ({ ...fallback, cards: cardList(data.cards) })),
          )
        : call('roundResult', { body: { roundId: item.mid } }).pipe(
            map(({ data }) => data.data[0]),
            map((round) => (round ? { mid: round.mid, cards: cardList(round.cards), win: round.win } : fallback)),
          );
    return fetched$.pipe(
      catchError((error: unknown) => {
        console.error('casino round result failed', error);
        return of(fallback);
      }),
    );
  };
}

export const roundDetail$ = createRoundDetail$();

/** The hex SHA-256 of a round's seed string, to check it against the hash published before betting. */
export function seedHash$(seed: string): Observable<string> {
  const bytes = new TextEncoder().encode(seed);
  return from(globalThis.crypto.subtle.digest('SHA-256', bytes)).pipe(
    map((digest) => [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')),
  );
}
