import { describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../../../../server/services/tokens';

describe('session tokens', () => {
  it('OPEN-024 tokens are 32 random bytes in base64url', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
  });

  it('the stored form is the SHA-256 hex digest, stable for one token', () => {
    const token = newToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toContain(token);
  });
});
