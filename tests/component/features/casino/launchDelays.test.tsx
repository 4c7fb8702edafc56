import { act, render, renderHook, screen } from '@testing-library/react';
import { lazy, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  launchSplashScript,
  launchSplashUpFor,
  PLAY_PAGE_BACKDROP_MS,
  showLaunchSplash,
  takeOverLaunchSplash,
} from '../../../../src/features/casino/pages/launchSplash';
import { PlayPageBackdrop, usePlayBackdropElapsed } from '../../../../src/features/casino/pages/PlayPageBackdrop';
import { useElapsed } from '../../../../src/features/casino/pages/useElapsed';

/** Stands in for the play page: what it shows once the background has had its time. */
function TableStandIn() {
  return <p>{usePlayBackdropElapsed() ? 'table' : 'still the background'}</p>;
}

const renderPlayPage = () =>
  render(
    <PlayPageBackdrop>
      <TableStandIn />
    </PlayPageBackdrop>,
  );

/** The play page still shows its background until `ms` more have passed, then the table. */
function expectTableAfter(ms: number) {
  act(() => vi.advanceTimersByTime(ms - 1));
  expect(screen.getByText('still the background')).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(1));
  expect(screen.getByText('table')).toBeInTheDocument();
}

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

  it('CAS-LNCH-06 the background shows from the moment the address opens, while the table’s code loads; the table then waits only the rest of the 1.4 s', async () => {
    let loaded = (_module: { default: ComponentType }): void => undefined;
    const Table = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (loaded = resolve)));
    render(
      <PlayPageBackdrop>
        <Table />
      </PlayPageBackdrop>,
    );
    expect(screen.getByTestId('casino-backdrop')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    await act(async () => loaded({ default: TableStandIn }));
    expect(screen.getByText('still the background')).toBeInTheDocument();
    expectTableAfter(400);
  });

  it("CAS-LNCH-06 a table opened by address: the background painted by the page's first script counts toward the 1.4 s, once", () => {
    showLaunchSplash();
    const splash = () => document.getElementById('casino-launch-splash');
    expect(splash()).toHaveAttribute('aria-busy', 'true');
    expect(splash()).toHaveStyle({ position: 'fixed' });
    // The app's code arrives and runs a second later.
    act(() => vi.advanceTimersByTime(1_000));
    const first = renderPlayPage();
    expect(splash()).toBeNull();
    expect(launchSplashUpFor()).toBe(0);
    expect(screen.getByText('still the background')).toBeInTheDocument();
    expectTableAfter(400);
    first.unmount();

    // The next table the bettor opens has its own 1.4 s.
    renderPlayPage();
    expectTableAfter(PLAY_PAGE_BACKDROP_MS);
  });

  it("CAS-LNCH-06 the page's body paints the background at a table's address only; the first script then counts from it", () => {
    const splashes = () => document.querySelectorAll('#casino-launch-splash');
    // As the server inlines it in the page (its CSP nonce aside).
    const runBodyScript = () => new Function(launchSplashScript())() as void;
    try {
      window.location.hash = '#/inplay';
      runBodyScript();
      expect(splashes()).toHaveLength(0);

      window.location.hash = '#/play-casino-new/56767/teen20';
      runBodyScript();
      expect(splashes()).toHaveLength(1);
      expect(splashes()[0]).toHaveStyle({ position: 'fixed' });
      act(() => vi.advanceTimersByTime(600));
      showLaunchSplash();
      expect(splashes()).toHaveLength(1);
      expect(launchSplashUpFor()).toBe(600);
    } finally {
      takeOverLaunchSplash();
      window.location.hash = '';
    }
  });

  it("CAS-LNCH-06 after 1.4 s of the first script's background the table shows with the app's first render", () => {
    showLaunchSplash();
    act(() => vi.advanceTimersByTime(2_000));
    renderPlayPage();
    expect(screen.getByText('table')).toBeInTheDocument();
  });
});
