import { createElement, lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { withLogin, type GuardOptions } from '../../components/RequireLogin';

/** What a lazily loaded page adds to its route: the element, and a way to start loading its module early. */
export interface PageRoute {
  element: RouteObject['element'];
  handle: { preload: () => Promise<unknown> };
}

type PageModules = typeof import('./pageModules').pageModules;
type PageName = keyof PageModules;
let pageModules: Promise<PageModules> | undefined;

/** Loads pageModules.ts (see there), once. */
export const loadPageModules = (): Promise<PageModules> => (pageModules ??= import('./pageModules').then((chunk) => chunk.pageModules));

/** The module of a page but home, imported through pageModules.ts. */
export const pageModule = async <Name extends PageName>(name: Name) => (await loadPageModules())[name]() as ReturnType<PageModules[Name]>;

/**
 * Every page is its own lazily loaded module (SHELL-01). The module starts loading when the page first
 * renders, or earlier through `handle.preload` (the first page loads while the domain config is fetched).
 */
export function lazyPage(load: () => Promise<ComponentType>): PageRoute {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded: { default: ComponentType } | undefined;
  const start = () => (loading ??= load().then((module) => (loaded = { default: module })));
  return { element: createElement(lazy(() => (loaded ? resolvedNow(loaded) : start()))), handle: { preload: start } };
}

/**
 * A module already loaded, handed to `lazy` as a thenable that resolves during the call: the page renders in
 * the same pass instead of suspending for a promise tick, which would show the shell's fallback and hold the
 * page back by React's 300 ms throttle on revealing a suspended tree.
 */
const resolvedNow = <Module>(module: Module) =>
  ({ then: (resolve: (value: Module) => void) => resolve(module) }) as unknown as Promise<Module>;

/**
 * A lazily loaded page only a logged-in user sees (SHELL-35, OPEN-006); anonymous visitors go to `/`.
 * `{ recordPage: true }` also sends it to /notfound when the domain is suspended (OPEN-005).
 */
export const lazyProtectedPage = (load: () => Promise<ComponentType>, options: GuardOptions = {}) =>
  lazyPage(async () => withLogin(await load(), options));
