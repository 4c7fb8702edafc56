import { z } from 'zod';
import * as auth from './auth';
import * as bets from './bets';
import * as cashOut from './cashOut';
import * as casino from './casino';
import * as domain from './domain';
import { ignoredBody, messageOnly, noBody, noParams, pageParam, pageSizeParam, idParam } from './http';
import * as orders from './orders';
import * as records from './records';
import * as shell from './shell';
import * as signup from './signup';
import * as sports from './sports';

/**
 * Who may call an endpoint and which headers the client sends (the spec's API, OPEN-118):
 * - `host`: never auth headers, `d` is the host (domain lookup, events list);
 * - `public`: anyone; with a session the client sends the auth headers;
 * - `user`: a valid token of role User is required (401 "Unauthorized" otherwise).
 */
export type Access = 'host' | 'public' | 'user';

export interface Endpoint<P extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  /** Path under /api with `:name` placeholders, spelled exactly as the spec's API. */
  path: string;
  params: P;
  body: B;
  response: R;
  access: Access;
}

const get = <P extends z.ZodType, R extends z.ZodType>(path: string, params: P, response: R, access: Access) =>
  ({ method: 'GET', path, params, body: noBody, response, access }) as const satisfies Endpoint;
const post = <P extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  path: string,
  params: P,
  body: B,
  response: R,
  access: Access,
) => ({ method: 'POST', path, params, body, response, access }) as const satisfies Endpoint;

const pageParams = z.object({ page: pageParam, pageSize: pageSizeParam });

/** Every call of the spec's API, keyed by a stable name used by the server routes, the client and recordings. */
export const endpoints = {
  domainByHost: get('domain/host/:host', domain.hostParams, domain.domainConfigResponse, 'host'),
  // SHELL-37: only logged-in bettors see the ticker, so only a session of that domain gets its notices.
  notices: get('domain/notice/get/:domainId', domain.domainIdParams, domain.noticesResponse, 'user'),
  banners: get('domain/banner/get/:domainId', domain.domainIdParams, domain.bannersResponse, 'public'),
  minMax: get('get-min-max/:domainId', domain.domainIdParams, domain.minMaxResponse, 'public'),

  signIn: post('auth/signin', noParams, auth.signInRequest, auth.signInResponse, 'public'),
  userDetails: get('auth/letest-user-details', noParams, auth.userDetailsResponse, 'user'),
  updatePassword: post('auth/update-password', noParams, auth.updatePasswordRequest, messageOnly, 'user'),
  // An addition to the spec's API: the server revokes the token; the client logs out locally whatever the answer.
  logout: post('auth/logout', noParams, ignoredBody, messageOnly, 'user'),
  // Our addition to the spec's API: a bettor registers on a domain that allows signup and is signed in at once.
  signUp: post('auth/signup', noParams, signup.signUpRequest, auth.signInResponse, 'public'),
  passwordHistory: get('auth/password-update-history/:page/:pageSize', pageParams, auth.passwordHistoryResponse, 'user'),
  loginActivity: get(
    'auth/login-activity/:userId/:page/:pageSize',
    pageParams.extend({ userId: records.userIdParam }),
    auth.loginActivityResponse,
    'user',
  ),
  statement: post('transit/transactions/test/:page/:pageSize', pageParams, records.statementRequest, records.statementResponse, 'user'),

  exposure: get('bet/exposure/fetch', noParams, bets.exposureResponse, 'user'),
  tradeList: get('bet/trade/list', noParams, bets.tradeListResponse, 'user'),
  betDetailsList: get('bet/bet-details/list/:matchId', z.object({ matchId: idParam }), bets.betDetailsListResponse, 'user'),
  betDetail: get('bet/:betId', z.object({ betId: idParam }), bets.betDetailResponse, 'user'),
  placeBet: post('bet/save2', noParams, bets.betPayload, orders.placeBetResponse, 'user'),
  cancelBet: post('bet/cancel', noParams, orders.cancelBetRequest, orders.cancelBetResponse, 'user'),
  replaceBet: post('bet/replace', noParams, orders.replaceBetRequest, orders.placeBetResponse, 'user'),
  cashOut: post('bet/cashout', noParams, cashOut.cashOutRequest, cashOut.cashOutResponse, 'user'),
  betHistory: post('bet/history/test/:page/:pageSize', pageParams, bets.betHistoryRequest, bets.betHistoryResponse, 'user'),
  profitLoss: post('profit-loss/test/:page/:pageSize', pageParams, records.profitLossRequest, records.profitLossResponse, 'user'),

  events: get('v2/get-events', noParams, sports.eventsResponse, 'host'),
  competitions: get('v2/get-legues/:eventId', sports.sportParams, sports.competitionsResponse, 'public'),
  matches: get('v2/get-matches/:eventId/:legueId', sports.competitionParams, sports.matchesNestedResponse, 'public'),
  matchesBySport: get('v2/get-matches-by-eventid/:eventId', sports.sportParams, sports.matchesResponse, 'public'),
  horseRaces: get('v2/list/horseRace', noParams, sports.horseRaceResponse, 'public'),
  bookmaker: get('v2/fetch-bookmaker-odds/:eventId/:leagueId/:matchId', sports.matchParams, sports.bookmakerResponse, 'public'),
  fancy: get('v2/fetch-market-session/:eventId/:leagueId/:matchId', sports.matchParams, sports.fancyResponse, 'public'),
  marketOdds: get(
    'v2/fetch-market-odds/:eventId/:leagueId/:matchId/:marketIds',
    sports.marketOddsParams,
    sports.marketOddsResponse,
    'public',
  ),
  // An addition to the spec's API: a Match Odds market's price history for the runner charts of the match page.
  priceHistory: get(
    'v2/fetch-price-history/:eventId/:leagueId/:matchId/:marketId',
    sports.priceHistoryParams,
    sports.priceHistoryResponse,
    'public',
  ),
  casinoCards: get('v2/get-casino-cards/:eventId/:mid', casino.casinoCardsParams, casino.casinoCardsResponse, 'public'),
  eventLocks: post('sports/fetch/event/lock', noParams, sports.lockRequest, sports.locksResponse, 'user'),

  casinoList: get('casino/list', noParams, casino.casinoListResponse, 'public'),
  casinoData: get('casino/data/:casinoType/:eventId', casino.casinoDataParams, casino.casinoDataResponse, 'public'),
  casinoGames: get('sports/casino/games', noParams, casino.casinoGamesResponse, 'public'),
  casinoFeed: get('sports/v1/casino/:game/:variant/data', casino.casinoFeedParams, casino.casinoLiveResponse, 'public'),
  casinoFeedResults: get('sports/v1/casino/:game/:variant/result', casino.casinoFeedParams, casino.casinoResultsResponse, 'public'),
  roundResult: post('sports/v1/casino/result', noParams, casino.roundResultRequest, casino.roundResultResponse, 'public'),

  // shell: the footer's pages per domain, the bettor's stake presets
  contentPage: get('domain/page/:domainId/:slug', shell.pageParams, shell.contentPageResponse, 'public'),
  stakes: get('user/stakes', noParams, shell.stakesResponse, 'user'),
  saveStakes: post('user/stakes', noParams, shell.saveStakesRequest, shell.stakesResponse, 'user'),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type ParamsOf<N extends EndpointName> = z.input<Endpoints[N]['params']>;
export type BodyOf<N extends EndpointName> = z.infer<Endpoints[N]['body']>;
export type ResponseOf<N extends EndpointName> = z.infer<Endpoints[N]['response']>;

/** Fills `:name` placeholders, encoding each value as one path segment. */
export function buildPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

export { API_BASE } from './apiBase';
