import styled from '@emotion/styled';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { QA_CONSOLE_ROUTE, useReplayMode } from './replayMode';

// Only a replay loads it: a bettor's first screen never does.
const ReplayBar = lazy(async () => ({ default: (await import('../features/qa/ReplayBar')).ReplayBar }));

const Dock = styled.div({ marginBottom: 16 });

/**
 * OPEN-001: during a replay the replay bar (play, pause, speed, seek, back to live) stays above every page, so QA
 * scrubs through a recording while watching the screen the bettor saw.
 */
export function ReplayDock() {
  const replaying = useReplayMode();
  const { pathname } = useLocation();
  if (!replaying || pathname === `/${QA_CONSOLE_ROUTE}`) return null;
  return (
    <Suspense>
      <Dock>
        <ReplayBar />
      </Dock>
    </Suspense>
  );
}
