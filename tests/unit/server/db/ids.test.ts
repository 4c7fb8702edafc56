import { describe, expect, it } from 'vitest';
import { newId } from '../../../../server/db/ids';

describe('ids', () => {
  it('are 24 hex characters, unique, and sort in creation order within a process', () => {
    const ids = Array.from({ length: 2_000 }, () => newId());
    for (const id of ids.slice(0, 5)) expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // The counter may wrap once in 16M ids; in 2,000 consecutive ids at most one step goes back.
    expect(ids.filter((id, index) => index > 0 && id < (ids[index - 1] ?? '')).length).toBeLessThanOrEqual(1);
  });
});
