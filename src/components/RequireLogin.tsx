import { useObservableEagerState } from 'observable-hooks';
import type { ComponentType, ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isLoggedIn$ } from '../../streams/auth/isLoggedIn$';
import { isSuspended } from '../../streams/rules/domainStatus';
import { useDomainConfig } from './useDomainConfig';

export interface GuardOptions {
  /** A record page: a suspended domain sends it to /notfound (SHELL-21, DOM-07, OPEN-005). */
  recordPage?: boolean;
}

/** SHELL-35 OPEN-006: a protected page sends anonymous visitors to `/` instead of rendering. */
export function RequireLogin({ children, recordPage = false }: GuardOptions & { children: ReactNode }) {
  const loggedIn = useObservableEagerState(isLoggedIn$);
  const config = useDomainConfig();
  if (!loggedIn) return <Navigate to="/" replace />;
  // The config arrives a render after mount: a record page waits for it rather than fetch and then leave.
  if (recordPage && !config) return null;
  if (recordPage && isSuspended(config)) return <Navigate to="/notfound" replace />;
  return children;
}

/** The page wrapped in the guard, for route modules (see lazyProtectedPage). */
export function withLogin(Page: ComponentType, options: GuardOptions = {}): ComponentType {
  return function ProtectedPage() {
    return (
      <RequireLogin {...options}>
        <Page />
      </RequireLogin>
    );
  };
}
