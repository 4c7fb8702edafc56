import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { trustProxySetting, type TrustProxy } from './http/trustProxy';

export interface ServerConfig {
  port: number;
  dataDir: string;
  /** PostgreSQL when set, the embedded SQLite file otherwise. */
  databaseUrl: string | null;
  tokenTtlMinutes: number;
  /** OPEN-016: deployment configuration; null means "read or create `${dataDir}/demo-password`". */
  demoPassword: string | null;
  /** Sign-in attempts allowed per IP and user name per minute. */
  signInLimitPerMinute: number;
  /** Folder of the built app; null = the default `dist/`. */
  staticDir: string | null;
  /** Failed sign-ins allowed per IP an hour across user names (database counters shared by every process). */
  signInIpFailuresPerHour: number;
  /** Sign-ins and password changes allowed per IP a minute whatever the user name (per process). */
  signInIpLimitPerMinute: number;
  /** Activity Log rows older than this many days are purged. */
  loginActivityRetentionDays: number;
  /** Proxies trusted to tell the client's address (X-Forwarded-For); false = use the peer's address. */
  trustProxy: TrustProxy;
  /** How much faster than real time matches and races run (1 = real time; e.g. 60 for tests and demos). */
  sportsSpeed: number;
  /** Milliseconds per casino round tick (one second of autotime); tests and e2e run faster clocks. */
  casinoTickMs: number;
  /** OPEN-114: the external casino video host (the app appends the game id); null = the built-in page. */
  casinoVideoUrl: string | null;
  /** SRV-36: the external TV and live-score hosts the app frames (built into the app too); null = the built-in pages. */
  tvUrl: string | null;
  scoreUrl: string | null;
}

const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

const frameHost = z.preprocess(emptyAsUnset, z.url({ protocol: /^https?$/ }).optional());

const envSchema = z.object({
  PORT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).max(65_535).default(8080)),
  DATA_DIR: z.preprocess(emptyAsUnset, z.string().default('./data')),
  DATABASE_URL: z.preprocess(emptyAsUnset, z.string().optional()),
  TOKEN_TTL_MINUTES: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).default(720)),
  DEMO_PASSWORD: z.preprocess(emptyAsUnset, z.string().max(200).optional()),
  SIGN_IN_LIMIT_PER_MINUTE: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).default(30)),
  STATIC_DIR: z.preprocess(emptyAsUnset, z.string().optional()),
  SIGN_IN_IP_FAILURES_PER_HOUR: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).default(300)),
  SIGN_IN_IP_LIMIT_PER_MINUTE: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).default(120)),
  LOGIN_ACTIVITY_RETENTION_DAYS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(36_500).default(180)),
  TRUST_PROXY: trustProxySetting,
  SPORTS_SPEED: z.preprocess(emptyAsUnset, z.coerce.number().min(1).max(10_000).default(1)),
  CASINO_TICK_MS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(10).max(60_000).default(1000)),
  VITE_CASINO_VIDEO_URL: frameHost,
  VITE_TV_URL: frameHost,
  VITE_SCORE_URL: frameHost,
});

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const { PORT, DATA_DIR, DATABASE_URL, TOKEN_TTL_MINUTES, DEMO_PASSWORD, SIGN_IN_LIMIT_PER_MINUTE, STATIC_DIR } = parsed.data;
  const { CASINO_TICK_MS, SPORTS_SPEED, VITE_CASINO_VIDEO_URL } = parsed.data;
  return {
    port: PORT,
    dataDir: DATA_DIR,
    databaseUrl: DATABASE_URL ?? null,
    tokenTtlMinutes: TOKEN_TTL_MINUTES,
    demoPassword: DEMO_PASSWORD ?? null,
    signInLimitPerMinute: SIGN_IN_LIMIT_PER_MINUTE,
    staticDir: STATIC_DIR ?? null,
    sportsSpeed: SPORTS_SPEED,
    casinoTickMs: CASINO_TICK_MS,
    signInIpFailuresPerHour: parsed.data.SIGN_IN_IP_FAILURES_PER_HOUR,
    signInIpLimitPerMinute: parsed.data.SIGN_IN_IP_LIMIT_PER_MINUTE,
    loginActivityRetentionDays: parsed.data.LOGIN_ACTIVITY_RETENTION_DAYS,
    trustProxy: parsed.data.TRUST_PROXY,
    casinoVideoUrl: VITE_CASINO_VIDEO_URL ?? null,
    tvUrl: parsed.data.VITE_TV_URL ?? null,
    scoreUrl: parsed.data.VITE_SCORE_URL ?? null,
  };
}

const DEMO_PASSWORD_FILE = 'demo-password';

/** Reads `${dataDir}/demo-password`, creating it (mode 600) with a random password on first use. */
export function resolveDemoPassword(dataDir: string): string {
  const file = join(dataDir, DEMO_PASSWORD_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    try {
      writeFileSync(file, `${randomBytes(12).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process created it first; read theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const password = readFileSync(file, 'utf8').trim();
  if (password === '') throw new Error(`${file} is empty`);
  return password;
}

export function demoPasswordOf(config: ServerConfig): string {
  return config.demoPassword ?? resolveDemoPassword(config.dataDir);
}
