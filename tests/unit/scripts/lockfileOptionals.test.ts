import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingOptionals, platformOf, withPlaceholders, type Lockfile } from '../../../scripts/lockfile-optionals';

const lockWithOneBinding: Lockfile = {
  packages: {
    '': { name: 'x' },
    'node_modules/resolver': {
      version: '1.0.0',
      dev: true,
      optionalDependencies: { '@r/binding-linux-x64-gnu': '1.0.0', '@r/binding-darwin-arm64': '1.0.0' },
    },
    'node_modules/@r/binding-linux-x64-gnu': { version: '1.0.0', optional: true },
  },
};

describe('CI package-lock.json stays acceptable to npm ci', () => {
  it('CI every optional dependency in package-lock.json has an entry (else run: npx tsx scripts/lockfile-optionals.ts)', () => {
    const lock = JSON.parse(readFileSync(join(import.meta.dirname, '../../../package-lock.json'), 'utf8')) as Lockfile;
    expect(missingOptionals(lock)).toEqual([]);
  });

  it('CI finds an optional binding without an entry and adds a placeholder for its platform', () => {
    expect(missingOptionals(lockWithOneBinding)).toEqual([
      { parent: 'node_modules/resolver', name: '@r/binding-darwin-arm64', version: '1.0.0' },
    ]);
    const fixed = withPlaceholders(lockWithOneBinding);
    expect(fixed.packages['node_modules/@r/binding-darwin-arm64']).toEqual({
      version: '1.0.0',
      cpu: ['arm64'],
      dev: true,
      optional: true,
      os: ['darwin'],
    });
    expect(missingOptionals(fixed)).toEqual([]);
  });

  it('CI reads os, cpu and libc from napi-rs package names', () => {
    expect(platformOf('@unrs/resolver-binding-linux-arm-musleabihf')).toEqual({ os: ['linux'], cpu: ['arm'], libc: ['musl'] });
    expect(platformOf('@unrs/resolver-binding-win32-ia32-msvc')).toEqual({ os: ['win32'], cpu: ['ia32'] });
    expect(() => platformOf('left-pad')).toThrow('cannot tell the platform');
  });
});
