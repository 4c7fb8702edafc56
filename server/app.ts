import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { API_BASE } from '../contract/endpoints';
import type { Clock } from './clock';
import type { ServerConfig } from './config';
import type { Db } from './db/connect';
import type { Deps } from './deps';
import { AccessLog } from './http/accessLog';
import { installErrorHandlers } from './http/errorHandler';
import { acceptEmptyJsonBody } from './http/jsonBody';
import { fastifyTimeoutOptions, HTTP_TIMEOUTS, type HttpTimeouts } from './http/timeouts';
import { watchStalledRequests } from './http/stallWatchdog';
import { scriptNonceSource } from './http/scriptNonce';
import { addSecurityHeaders } from './http/securityHeaders';
import { fastifyTrustProxy, ignoreForwardedNonIps, type TrustProxy } from './http/trustProxy';
import { registerRefusedRequestRoute, rerouteFrameworkError } from './http/frameworkErrors';
import { registerAuthRoutes, type SignInRateLimit } from './routes/auth';
import { registerBetRoutes } from './routes/bets';
import { registerCasinoRoutes } from './routes/casino';
import { createCasinoSnapshots, type CasinoSnapshots } from './live/casinoSnapshots';
import { registerDomainRoutes } from './routes/domain';
import { registerCasinoVideoRoutes } from './routes/casinoVideo';
import { registerLiveEmbedRoutes } from './routes/liveEmbed';
import { registerIpRoutes } from './routes/ip';
import { registerRecordRoutes } from './routes/records';
import { registerShellRoutes } from './routes/shell';
import { registerSignUpRoute } from './routes/signup';
import { registerSportRoutes } from './routes/sports';
import { registerStaticApp } from './routes/static';
import { createSportsSnapshots, type SportsSnapshots } from './live/sportsSnapshots';
import { createMarketService } from './markets/service';
import { createFloodGuard } from './services/floodGuard';
import { intervalScheduler, startHousekeeping, type Scheduler } from './services/housekeeping';
import type { MarketService } from './markets/types';
import type { TakeOrder } from './services/bets/orderQueue';
import { setTimeout as sleepFor } from 'node:timers/promises';

export interface AppOptions {
  db: Db;
  config: Pick<ServerConfig, 'tokenTtlMinutes'> & Partial<Pick<ServerConfig, FramedHost>>;
  now?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** The built app; defaults to `dist/` when it exists, `null` serves the API only. */
  staticDir?: string | null;
  /** Sign-in attempts allowed per IP and user name in the window (per process). */
  signInRateLimit?: SignInRateLimit;
  /** Failed sign-ins allowed per IP an hour across user names (database counters). */
  signInIpFailuresPerHour?: number;
  /** Sign-ins and password changes allowed per IP a minute, whatever the user name (per process). */
  signInIpLimitPerMinute?: number;
  /** LOGIN_ACTIVITY_RETENTION_DAYS: older Activity Log rows are purged. */
  loginActivityRetentionDays?: number;
  /** Runs the periodic purge (expired sessions, old Activity Log rows); tests pass one they drive. */
  schedule?: Scheduler;
  /** Request, header, idle and keep-alive timeouts; tests pass short ones. */
  httpTimeouts?: HttpTimeouts;
  /** TRUST_PROXY: who may tell the client's address; off by default (the peer's address counts). */
  trustProxy?: TrustProxy;
  /** The market service the engines drive; by default one over `db` (any instance sees the same markets). */
  markets?: MarketService;
  /** SPORTS_SPEED (default 1): the in-play bet delays shrink as much as the simulated games speed up. */
  sportsSpeed?: number;
  /** Waits the bet delay; tests inject one that returns at once. */
  sleep?: (ms: number) => Promise<void>;
  /** Takes exchange orders; by default on the server's thread (server/main.ts passes its order thread on SQLite). */
  takeOrder?: TakeOrder;
  /** The sports snapshots the feeds publish to (empty when no feed runs). */
  sports?: SportsSnapshots;
  /** The casino tables' public snapshots (server/live); the tables running in this process publish into it. */
  casinoSnapshots?: CasinoSnapshots;
}

const DEFAULT_DIST = fileURLToPath(new URL('../dist', import.meta.url));
const DEFAULT_SIGN_IN_LIMIT: SignInRateLimit = { max: 30, timeWindowMs: 60_000 };
const DEFAULT_IP_FAILURES_PER_HOUR = 300;
const DEFAULT_IP_LIMIT_PER_MINUTE = 120;
const DEFAULT_LOGIN_ACTIVITY_RETENTION_DAYS = 180;
/** Large enough for any bet payload, small enough that huge inputs are refused early (413). */
const BODY_LIMIT_BYTES = 100 * 1024;
/** marketIds lists many ids in one path segment. */
const MAX_PARAM_LENGTH = 2_048;

type FramedHost = 'casinoVideoUrl' | 'tvUrl' | 'scoreUrl';

/** OPEN-114 SRV-36: frames may show our own pages, plus the external casino video, TV and score hosts that are configured. */
const contentSecurityPolicy = (hosts: Partial<Record<FramedHost, string | null>>) => ({
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    // MUI styles are injected at run time by emotion.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // A page with the server's first screen carries an inline script, allowed by that response's nonce.
    scriptSrc: ["'self'", scriptNonceSource],
    fontSrc: ["'self'", 'data:'],
    frameSrc: [
      "'self'",
      ...new Set([hosts.casinoVideoUrl, hosts.tvUrl, hosts.scoreUrl].flatMap((url) => (url ? [new URL(url).origin] : []))),
    ],
    connectSrc: ["'self'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
  },
});

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const now = options.now ?? Date.now;
  const deps: Deps = {
    db: options.db,
    now,
    tokenTtlMinutes: options.config.tokenTtlMinutes,
    markets: options.markets ?? createMarketService(options.db, now),
    sleep: options.sleep ?? ((ms) => sleepFor(ms)),
    ...(options.sportsSpeed ? { sportsSpeed: options.sportsSpeed } : {}),
    sports: options.sports ?? createSportsSnapshots(),
    ...(options.takeOrder ? { takeOrder: options.takeOrder } : {}),
  };
  const httpTimeouts = options.httpTimeouts ?? HTTP_TIMEOUTS;
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new AccessLog(),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: rerouteFrameworkError,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    ...fastifyTimeoutOptions(httpTimeouts),
  });
  // Sockets live in real time, whatever clock the app's tokens and records use.
  const stallWatchdog = watchStalledRequests(app.server, { ...httpTimeouts, now: Date.now });
  app.addHook('onClose', async () => stallWatchdog.stop());
  installErrorHandlers(app);
  acceptEmptyJsonBody(app);
  if (options.trustProxy) ignoreForwardedNonIps(app);
  addSecurityHeaders(app, { contentSecurityPolicy: contentSecurityPolicy(options.config) });
  await app.register(rateLimit, { global: false });

  // One budget per IP for every call that hashes a password (sign-in, password change, sign-up).
  const hashingCallsPerIp = createFloodGuard({ max: options.signInIpLimitPerMinute ?? DEFAULT_IP_LIMIT_PER_MINUTE, windowMs: 60_000 }, now);
  await app.register(
    async (api) => {
      registerDomainRoutes(api, deps);
      const signInLimits = {
        perIpAndName: options.signInRateLimit ?? DEFAULT_SIGN_IN_LIMIT,
        perIp: hashingCallsPerIp,
        ipFailuresPerHour: options.signInIpFailuresPerHour ?? DEFAULT_IP_FAILURES_PER_HOUR,
      };
      registerAuthRoutes(api, deps, signInLimits);
      registerSignUpRoute(api, deps, signInLimits);
      registerRecordRoutes(api, deps);
      registerBetRoutes(api, deps);
      registerSportRoutes(api, deps);
      registerCasinoRoutes(api, deps, options.casinoSnapshots ?? createCasinoSnapshots());
      registerShellRoutes(api, deps);
    },
    { prefix: API_BASE },
  );
  registerIpRoutes(app);
  registerCasinoVideoRoutes(app);
  registerLiveEmbedRoutes(app, deps.sports);
  registerRefusedRequestRoute(app);
  const stopHousekeeping = startHousekeeping(deps, {
    loginActivityRetentionDays: options.loginActivityRetentionDays ?? DEFAULT_LOGIN_ACTIVITY_RETENTION_DAYS,
    schedule: options.schedule ?? intervalScheduler,
    onError: (error) => app.log.error({ err: error }, 'housekeeping'),
  });
  app.addHook('onClose', async () => stopHousekeeping());

  const staticDir = options.staticDir === undefined ? DEFAULT_DIST : options.staticDir;
  if (staticDir && existsSync(staticDir)) await registerStaticApp(app, staticDir, now);
  return app;
}
