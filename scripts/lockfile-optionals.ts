/**
 * `npm ci` (npm >= 11.16, npm/cli#9846) rejects a lock that lacks an entry for an optional dependency
 * the registry does not serve, and `npm install` writes exactly such a lock when the registry mirror
 * only carries some platforms of a native binding (e.g. unrs-resolver's). This adds a placeholder entry
 * (version, os, cpu, libc from the napi-rs package name) that npm ci accepts and never installs here.
 *
 * Usage: tsx scripts/lockfile-optionals.ts   (rewrites package-lock.json when entries are missing)
 */
import { readFileSync, writeFileSync } from 'node:fs';

interface LockEntry {
  version?: string;
  dev?: boolean;
  optionalDependencies?: Record<string, string>;
  [field: string]: unknown;
}
export interface Lockfile {
  packages: Record<string, LockEntry>;
  [field: string]: unknown;
}

export interface MissingOptional {
  parent: string;
  name: string;
  version: string;
}

const OPERATING_SYSTEMS = ['android', 'darwin', 'freebsd', 'linux', 'openharmony', 'win32'];
const LIBC_BY_ABI: Record<string, string> = { gnu: 'glibc', gnueabihf: 'glibc', musl: 'musl', musleabihf: 'musl' };

/** Optional dependencies named by a locked package with no entry of their own (where node would look for them). */
export function missingOptionals(lock: Lockfile): MissingOptional[] {
  return Object.entries(lock.packages).flatMap(([parent, entry]) =>
    Object.entries(entry.optionalDependencies ?? {})
      .filter(([name]) => !lock.packages[`${parent}/node_modules/${name}`] && !lock.packages[`node_modules/${name}`])
      .map(([name, version]) => ({ parent, name, version })),
  );
}

/** os, cpu and libc of a napi-rs style platform package, e.g. `@scope/binding-linux-arm64-musl`. */
export function platformOf(name: string): { os: string[]; cpu: string[]; libc?: string[] } {
  const parts = name.split('/').pop()?.split('-') ?? [];
  const osIndex = parts.findIndex((part) => OPERATING_SYSTEMS.includes(part));
  const os = parts[osIndex];
  const cpu = parts[osIndex + 1];
  if (osIndex < 0 || !os || !cpu) throw new Error(`cannot tell the platform of ${name}`);
  const libc = LIBC_BY_ABI[parts[osIndex + 2] ?? ''];
  return { os: [os], cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

export function withPlaceholders(lock: Lockfile): Lockfile {
  const packages = { ...lock.packages };
  for (const { parent, name, version } of missingOptionals(lock)) {
    const dev = lock.packages[parent]?.dev === true;
    const { os, cpu, libc } = platformOf(name);
    // Key order as npm writes it, so a later `npm install` leaves the file unchanged.
    packages[`node_modules/${name}`] = { version, cpu, ...(dev ? { dev } : {}), ...(libc ? { libc } : {}), optional: true, os };
  }
  const sorted = Object.keys(packages).sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en')));
  return { ...lock, packages: Object.fromEntries(sorted.map((key) => [key, packages[key] as LockEntry])) };
}

if (process.argv[1]?.endsWith('lockfile-optionals.ts')) {
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lockfile;
  const missing = missingOptionals(lock);
  if (missing.length > 0) writeFileSync('package-lock.json', `${JSON.stringify(withPlaceholders(lock), null, 2)}\n`);
  console.log(`package-lock.json: ${missing.length} placeholder(s) added`);
}
