import type { ComponentType } from 'react';

/** Every page is its own lazily loaded module (SHELL-01). */
export const lazyPage = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });
