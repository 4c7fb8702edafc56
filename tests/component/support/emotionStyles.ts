import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { cleanup, render } from '@testing-library/react';
import { createElement } from 'react';

/** The emotion cache every test's components share: @emotion/react loads once per worker, outside the reset modules. */
function sharedCache(): EmotionCache {
  let cache: EmotionCache | null = null;
  function Probe() {
    cache = __unsafe_useEmotionCache();
    return null;
  }
  render(createElement(Probe));
  cleanup();
  if (!cache) throw new Error('no emotion cache');
  return cache;
}

let cache: EmotionCache | undefined;

/**
 * Removes the style rules the finished test's components inserted, and lets the next test insert its own again.
 * Files share a worker (isolate: false), so without this a worker's document collects every style of every file
 * (thousands of rules), and jsdom reads them all for each element's computed style: every role query (visibility)
 * slowed down through the run, until a screen full of buttons took seconds per query.
 */
export function clearEmotionStyles(): void {
  cache ??= sharedCache();
  cache.sheet.flush();
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
}
