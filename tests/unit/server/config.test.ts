import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoPasswordOf, loadConfig, resolveDemoPassword } from '../../../server/config';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'exchange-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('server config', () => {
  it('OPEN-024 SRV-01 defaults: port 8080, ./data, SQLite, 720-minute tokens, no demo password, 30 sign-ins a minute, 1 s casino ticks', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      dataDir: './data',
      databaseUrl: null,
      tokenTtlMinutes: 720,
      demoPassword: null,
      signInLimitPerMinute: 30,
      staticDir: null,
      sportsSpeed: 1,
      casinoTickMs: 1000,
      signInIpFailuresPerHour: 300,
      signInIpLimitPerMinute: 120,
      loginActivityRetentionDays: 180,
      trustProxy: false,
      casinoVideoUrl: null,
      tvUrl: null,
      scoreUrl: null,
    });
  });

  it('OPEN-016 SRV-01 reads every variable; empty values count as unset', () => {
    expect(
      loadConfig({
        PORT: '9000',
        DATA_DIR: '/srv/data',
        DATABASE_URL: 'postgres://db/exchange',
        TOKEN_TTL_MINUTES: '15',
        DEMO_PASSWORD: 'from-env',
        SIGN_IN_LIMIT_PER_MINUTE: '5',
        STATIC_DIR: '/srv/app',
        SPORTS_SPEED: '60',
        CASINO_TICK_MS: '200',
        SIGN_IN_IP_FAILURES_PER_HOUR: '50',
        SIGN_IN_IP_LIMIT_PER_MINUTE: '40',
        LOGIN_ACTIVITY_RETENTION_DAYS: '30',
        TRUST_PROXY: '10.0.0.1, 10.1.0.0/16',
        VITE_CASINO_VIDEO_URL: 'https://video.example.com/casino?id=',
        VITE_TV_URL: 'https://tv.example.com/stream',
        VITE_SCORE_URL: 'https://score.example.com/board',
      }),
    ).toEqual({
      port: 9000,
      dataDir: '/srv/data',
      databaseUrl: 'postgres://db/exchange',
      tokenTtlMinutes: 15,
      demoPassword: 'from-env',
      signInLimitPerMinute: 5,
      staticDir: '/srv/app',
      sportsSpeed: 60,
      casinoTickMs: 200,
      signInIpFailuresPerHour: 50,
      signInIpLimitPerMinute: 40,
      loginActivityRetentionDays: 30,
      trustProxy: ['10.0.0.1', '10.1.0.0/16'],
      casinoVideoUrl: 'https://video.example.com/casino?id=',
      tvUrl: 'https://tv.example.com/stream',
      scoreUrl: 'https://score.example.com/board',
    });
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: null, port: 8080 });
  });

  it('SRV-01 refuses a malformed variable with its name', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ TOKEN_TTL_MINUTES: '0' })).toThrow(/TOKEN_TTL_MINUTES/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });

  it('TRUST_PROXY is off by default and takes a hop count or a list of addresses', () => {
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback,::1,fd00::/8' }).trustProxy).toEqual(['loopback', '::1', 'fd00::/8']);
  });

  it('OPEN-016 without DEMO_PASSWORD a random password is generated once into DATA_DIR/demo-password (mode 600)', () => {
    const dir = join(tempDir(), 'nested');
    const first = resolveDemoPassword(dir);
    expect(first.length).toBeGreaterThanOrEqual(12);
    expect(statSync(join(dir, 'demo-password')).mode & 0o777).toBe(0o600);
    expect(resolveDemoPassword(dir)).toBe(first);
    expect(readFileSync(join(dir, 'demo-password'), 'utf8').trim()).toBe(first);
    expect(resolveDemoPassword(tempDir())).not.toBe(first);
  });

  it('OPEN-016 an existing demo-password file is used; DEMO_PASSWORD wins over it', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'demo-password'), 'from-file\n');
    expect(demoPasswordOf(loadConfig({ DATA_DIR: dir }))).toBe('from-file');
    expect(demoPasswordOf(loadConfig({ DATA_DIR: dir, DEMO_PASSWORD: 'from-env' }))).toBe('from-env');
  });
});
