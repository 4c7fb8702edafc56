import { z } from 'zod';
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import { createStore } from '../state/createStore';

/** A market followed from its match page: enough to poll it and to open its match page again. */
export const followedMarket = z.object({
  eventId: z.number().int(),
  leagueId: z.string(),
  matchId: z.string(),
  marketIds: z.string(),
  eventName: z.string(),
  gameTime: z.string(),
  inPlay: z.boolean(),
  sportsName: z.string(),
});
export type FollowedMarket = z.infer<typeof followedMarket>;

const multiMarketsState = z.object({ followed: z.array(followedMarket) });

/** The user's Multi Markets (SHELL-42): kept in this browser across reloads. */
export const multiMarketsStore = createStore('multiMarkets', { followed: [] as FollowedMarket[] }, { schema: multiMarketsState });

export const followedMarkets$: Observable<FollowedMarket[]> = multiMarketsStore.state$.pipe(map((state) => state.followed));

export const isFollowed$ = (matchId: string): Observable<boolean> =>
  followedMarkets$.pipe(
    map((followed) => followed.some((entry) => entry.matchId === matchId)),
    distinctUntilChanged(),
  );

/** Follows the match's markets, or stops following them. */
export function toggleFollow(entry: FollowedMarket): void {
  multiMarketsStore.update((state) => {
    const index = state.followed.findIndex((followed) => followed.matchId === entry.matchId);
    return { ...state, followed: index >= 0 ? state.followed.filter((_, at) => at !== index) : [...state.followed, entry] };
  });
}
