import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../../../../server/services/passwords';

describe('password hashing', () => {
  it('SRV-03 stores scrypt$N$r$p$salt$hash and never the password', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(hash).not.toContain('correct horse');
  });

  it('SRV-03 verifies the right password only', async () => {
    const hash = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('SRV-03 salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('SRV-03 rejects hashes of another scheme', async () => {
    expect(await verifyPassword('x', 'plain$x')).toBe(false);
    expect(await verifyPassword('x', 'x')).toBe(false);
  });

  it('SRV-03 AUTH-20 the decoy check for unknown users always fails', async () => {
    expect(await verifyAgainstDecoy('anything')).toBe(false);
  });
});
