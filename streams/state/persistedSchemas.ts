import { z } from 'zod';
import { role, signedInUser, userDetails } from '../../contract/auth';
import { liveBet } from '../../contract/bets';
import { casinoListItem } from '../../contract/casino';
import { domainConfig } from '../../contract/domain';
import { lockItem, match, oddsMarket } from '../../contract/sports';
import { listedCasinoGame } from '../casino/listedCasinoGame';
import type { AuthState } from './slices/auth';
import type { BetState } from './slices/bet';
import type { CasinoState } from './slices/casino';
import type { CurrentFullMarketState } from './slices/currentFullMarket';
import type { CurrentFullMarketNewState } from './slices/currentFullMarketNew';
import type { DomainConfigState } from './slices/domainConfig';
import type { GameState } from './slices/game';
import type { MatchState } from './slices/match';
import type { SportsLockState } from './slices/sportsLock';
import type { StakesState } from './slices/stakes';
import type { UserState } from './slices/user';

const profile = userDetails.pick({ _id: true, userName: true, exposureLimit: true, mobile: true, name: true });

/**
 * STATE-05: what each slice of the first screen may read back from local storage. This module (with zod and
 * the contract) loads after the first chunk (createStore.ts `storesHydrated`); each schema is checked against
 * its slice's type here.
 */
export const persistedSchemas = {
  auth: z.object({ accessToken: z.string(), isLoggedIn: z.boolean(), userDetails: signedInUser.nullable() }) satisfies z.ZodType<AuthState>,
  bet: z.object({ liveBets: z.array(liveBet) }) satisfies z.ZodType<BetState>,
  casino: z.object({ casinoList: z.array(casinoListItem) }) satisfies z.ZodType<CasinoState>,
  currentFullMarket: z.object({ currentMarkets: z.array(oddsMarket) }) satisfies z.ZodType<CurrentFullMarketState>,
  currentFullMarketNew: z.object({ currentMatchUrl: z.array(match) }) satisfies z.ZodType<CurrentFullMarketNewState>,
  domainConfig: domainConfig.nullable() satisfies z.ZodType<DomainConfigState>,
  exposure: z.number().min(0) satisfies z.ZodType<number>,
  game: z.object({ games: z.array(listedCasinoGame) }) satisfies z.ZodType<GameState>,
  match: z.object({ matches: z.array(match) }) satisfies z.ZodType<MatchState>,
  sportsLock: z.object({ lockedSports: z.array(lockItem) }) satisfies z.ZodType<SportsLockState>,
  stakes: z.object({
    presets: z.array(z.object({ id: z.number().int(), stakeValue: z.number().int().min(1) })),
    keepUnmatched: z.boolean().optional(),
    confirmCashOut: z.boolean().optional(),
  }) satisfies z.ZodType<StakesState>,
  user: z.object({ user: profile.nullable(), role: role.nullable() }) satisfies z.ZodType<UserState>,
};

export type PersistedName = keyof typeof persistedSchemas;
