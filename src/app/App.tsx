import { Suspense } from 'react';
import { AppRoutes } from './AppRoutes';
import { HashHistoryRouter } from './HashHistoryRouter';
import { ShellFallback } from './ShellFallback';

/** The whole app: hash routes (SHELL-01), the loading overlay until the first page's module is there (SHELL-02). */
export function App() {
  return (
    <HashHistoryRouter>
      <Suspense fallback={<ShellFallback />}>
        <AppRoutes />
      </Suspense>
    </HashHistoryRouter>
  );
}
