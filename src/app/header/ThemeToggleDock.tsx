import { lazy, Suspense } from 'react';
import { THEME_TOGGLE_SIZE } from './themeToggleSize';

// A control that can wait for the first paint; its dock keeps the place meanwhile.
const ThemeToggle = lazy(async () => ({ default: (await import('./ThemeToggle')).ThemeToggle }));

/** Where the theme toggle rests: a free square in the header (or, on a full phone header, the games bar). */
export function ThemeToggleDock() {
  return (
    <Suspense fallback={<div style={{ width: THEME_TOGGLE_SIZE, height: THEME_TOGGLE_SIZE, flexShrink: 0 }} />}>
      <ThemeToggle />
    </Suspense>
  );
}
