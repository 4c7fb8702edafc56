import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAY_PAGE_BACKDROP_MS } from '../../../../src/features/casino/pages/CasinoPlayPage';
import { useElapsed } from '../../../../src/features/casino/pages/useElapsed';

describe('casino launch delays', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('CAS-LNCH-06 CONST-12 the play page holds its background for 1.4 s after it opens', () => {
    const { result } = renderHook(() => useElapsed(PLAY_PAGE_BACKDROP_MS));
    act(() => vi.advanceTimersByTime(1_399));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});
