import { Suspense } from 'react';
import { AppRoutes } from './AppRoutes';
import { HashHistoryRouter } from './HashHistoryRouter';
import { ReplayModeContext } from './replayMode';
import { ShellFallback } from './ShellFallback';

/**
 * The whole app: hash routes (SHELL-01), the loading overlay until the first page's module is there (SHELL-02);
 * `replaying` when it started on a QA recording (OPEN-001).
 */
export function App({ replaying = false }: { replaying?: boolean }) {
  return (
    <ReplayModeContext.Provider value={replaying}>
      <HashHistoryRouter>
        <Suspense fallback={<ShellFallback />}>
          <AppRoutes />
        </Suspense>
      </HashHistoryRouter>
    </ReplayModeContext.Provider>
  );
}
