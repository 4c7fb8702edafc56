import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConsoleClearing } from '../../../../src/features/casino/pages/useConsoleClearing';

describe('launcher console clearing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'clear').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('CAS-LNCH-05 POLL-15 OPEN-088 a build that turns it on clears the console every 500 ms while the launcher is open', () => {
    vi.stubEnv('VITE_LAUNCHER_CLEAR_CONSOLE', 'true');
    const view = renderHook(() => useConsoleClearing());
    vi.advanceTimersByTime(499);
    expect(console.clear).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(console.clear).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(console.clear).toHaveBeenCalledTimes(3);
    view.unmount();
    vi.advanceTimersByTime(2_000);
    expect(console.clear).toHaveBeenCalledTimes(3);
  });

  it('OPEN-088 development and test builds never clear it', () => {
    renderHook(() => useConsoleClearing());
    vi.advanceTimersByTime(5_000);
    expect(console.clear).not.toHaveBeenCalled();
  });
});
