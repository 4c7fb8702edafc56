import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { API_BASE } from '../contract/endpoints';
import type { Clock } from './clock';
import type { ServerConfig } from './config';
import type { Db } from './db/connect';
import type { Deps } from './deps';
import { installErrorHandlers } from './http/errorHandler';
import { registerRefusedRequestRoute, rerouteFrameworkError } from './http/frameworkErrors';
import { registerAuthRoutes, type SignInRateLimit } from './routes/auth';
import { registerBetRoutes } from './routes/bets';
import { registerDomainRoutes } from './routes/domain';
import { registerIpRoutes } from './routes/ip';
import { registerRecordRoutes } from './routes/records';
import { registerShellRoutes } from './routes/shell';
import { registerSportRoutes } from './routes/sports';
import { registerStaticApp } from './routes/static';

export interface AppOptions {
  db: Db;
  config: Pick<ServerConfig, 'tokenTtlMinutes'>;
  now?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** The built app; defaults to `dist/` when it exists, `null` serves the API only. */
  staticDir?: string | null;
  /** Sign-in attempts allowed per IP and user name in the window. */
  signInRateLimit?: SignInRateLimit;
}

const DEFAULT_DIST = fileURLToPath(new URL('../dist', import.meta.url));
const DEFAULT_SIGN_IN_LIMIT: SignInRateLimit = { max: 30, timeWindowMs: 60_000 };
/** Large enough for any bet payload, small enough that huge inputs are refused early (413). */
const BODY_LIMIT_BYTES = 100 * 1024;
/** marketIds lists many ids in one path segment. */
const MAX_PARAM_LENGTH = 2_048;

const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    // MUI styles are injected at run time by emotion.
    styleSrc: ["'self'", "'unsafe-inline'"],
    scriptSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    frameSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
  },
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const deps: Deps = { db: options.db, now: options.now ?? Date.now, tokenTtlMinutes: options.config.tokenTtlMinutes };
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: rerouteFrameworkError,
  });
  installErrorHandlers(app);
  await app.register(helmet, { contentSecurityPolicy });
  await app.register(rateLimit, { global: false });

  await app.register(
    async (api) => {
      // Account data must never sit in a shared cache.
      api.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });
      registerDomainRoutes(api, deps);
      registerAuthRoutes(api, deps, options.signInRateLimit ?? DEFAULT_SIGN_IN_LIMIT);
      registerRecordRoutes(api, deps);
      registerBetRoutes(api, deps);
      registerSportRoutes(api, deps);
      registerShellRoutes(api, deps);
    },
    { prefix: API_BASE },
  );
  registerIpRoutes(app);
  registerRefusedRequestRoute(app);

  const staticDir = options.staticDir === undefined ? DEFAULT_DIST : options.staticDir;
  if (staticDir && existsSync(staticDir)) await registerStaticApp(app, staticDir);
  return app;
}
