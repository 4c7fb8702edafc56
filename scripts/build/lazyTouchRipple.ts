import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const BUTTON_BASE = /@mui\/material\/esm\/ButtonBase\/ButtonBase\.js$/;

/**
 * Every MUI button imports its touch ripple statically, and with it react-transition-group: ~3 KiB gzip of the
 * first load for an effect no one sees before touching a button. This build gives ButtonBase our
 * `src/components/LazyTouchRipple.tsx` instead, which loads the real ripple when a button is first touched.
 */
export function lazyTouchRipple(): Plugin {
  const lazyRipple = resolve('src/components/LazyTouchRipple.tsx');
  return {
    name: 'lazy-touch-ripple',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === './TouchRipple.js' && importer && BUTTON_BASE.test(importer) ? lazyRipple : null;
    },
  };
}
