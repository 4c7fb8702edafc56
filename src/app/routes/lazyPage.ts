import { createElement, lazy, type ComponentType } from 'react';
import { withLogin, type GuardOptions } from '../../components/RequireLogin';

/** Every page is its own lazily loaded module (SHELL-01). */
export const lazyPage = (load: () => Promise<ComponentType>) => createElement(lazy(async () => ({ default: await load() })));

/**
 * A lazily loaded page only a logged-in user sees (SHELL-35, OPEN-006); anonymous visitors go to `/`.
 * `{ recordPage: true }` also sends it to /notfound when the domain is suspended (OPEN-005).
 */
export const lazyProtectedPage = (load: () => Promise<ComponentType>, options: GuardOptions = {}) =>
  lazyPage(async () => withLogin(await load(), options));
