import { vi } from 'vitest';

function matches(query: string, width: number): boolean {
  const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

/** jsdom has no layout: media queries answer as if the window were `width` px wide. */
export function setViewportWidth(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query, width),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

export const WIDE = 1440;
export const NARROW = 390;
