import { map, shareReplay, tap, type Observable } from 'rxjs';
import { apiCall } from '../api/client';
import type { Result } from '../core/result';
import { gameStore } from '../state/slices/game';
import { cachedGameData } from '../core/gameDataCache';
import { withCasinoType, type ListedCasinoGame } from './listedCasinoGame';

/** CAS-LNCH-02 API-30: the casino games list, each with its casinoType (derived when missing), cached 60 s and kept in game.games. */
export function createCasinoGames$(call = apiCall): Observable<Result<ListedCasinoGame[]>> {
  return cachedGameData({
    name: 'casinoGames',
    call: (pollIntervalMs) => call('casinoGames', {}, pollIntervalMs).pipe(map((response) => response.data.map(withCasinoType))),
  }).pipe(
    tap((result) => {
      if (result.status === 'ok' && result.data) gameStore.set({ games: result.data });
    }),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
}

export const casinoGames$ = createCasinoGames$();
