import { map, shareReplay, tap, type Observable } from 'rxjs';
import type { CasinoListItem } from '../../contract/casino';
import { apiCall } from '../api/client';
import type { Result } from '../core/result';
import { casinoStore } from '../state/slices/casino';
import { cachedGameData } from '../core/gameDataCache';

/** LOBBY-09 API-28: the casino list (data, or data.data), cached 60 s and kept in casino.casinoList; failures only logged. */
export function createCasinoList$(call = apiCall): Observable<Result<CasinoListItem[]>> {
  return cachedGameData({
    name: 'casinoList',
    call: (pollIntervalMs) => call('casinoList', {}, pollIntervalMs).pipe(map(({ data }) => (Array.isArray(data) ? data : data.data))),
  }).pipe(
    tap((result) => {
      if (result.status === 'ok' && result.data) casinoStore.set({ casinoList: result.data });
    }),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
}

export const casinoList$ = createCasinoList$();
