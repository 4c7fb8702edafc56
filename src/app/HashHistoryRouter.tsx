import { createContext, useContext, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createHashHistory as createHashHistory } from 'react-router';

const RoutePending = createContext(false);

/** True while a navigation waits for its page's lazily loaded module (the old page stays meanwhile). */
export const useRoutePending = () => useContext(RoutePending);

/**
 * SHELL-01: hash-based history (/#<path>) for the declarative routes. Each history change renders in a
 * transition, so the current page stays while the next one's module loads, and useRoutePending tells.
 * (react-router's own HashRouter hides that pending state; its data router weighs ~16 KiB more.)
 */
export function HashHistoryRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createHashHistory({ v5Compat: true }));
  const [view, setView] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => history.listen(({ action, location }) => startTransition(() => setView({ action, location }))), [history]);
  return (
    <RoutePending value={pending}>
      <Router location={view.location} navigationType={view.action} navigator={history}>
        {children}
      </Router>
    </RoutePending>
  );
}
