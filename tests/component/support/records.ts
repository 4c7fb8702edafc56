import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** A record page's first render loads the page and the data grid modules: slow on a cold, loaded machine. */
export const RECORD_TEST_TIMEOUT_MS = 60_000;
const FIRST_RENDER_MS = 25_000;

/** Waits until the record table named `name` has loaded (its rows or "No Data Found!" are in). */
export async function findRecordGrid(name: string): Promise<HTMLElement> {
  const grid = await screen.findByRole('grid', { name }, { timeout: FIRST_RENDER_MS });
  await settled(grid);
  return grid;
}

/** Waits until the table's current request has been answered. */
export async function settled(grid: HTMLElement): Promise<void> {
  await waitFor(
    () => {
      expect(grid.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
      // The grid's own loading overlay (skeleton rows) goes a render after the answer.
      expect(grid.querySelector('[class*="Skeleton"], [class*="LinearProgress"]')).toBeNull();
    },
    { timeout: FIRST_RENDER_MS },
  );
}
