import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { expect } from 'vitest';

/** A record page's first render loads the page and the data grid modules: slow on a cold, loaded machine. */
export const RECORD_TEST_TIMEOUT_MS = 120_000;
const FIRST_RENDER_MS = 40_000;

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

/**
 * The record table's box: the grid, its pager and its loading state. Role queries look within it (or within an
 * open select's list), as naming every button of the whole page is most of a query's time in jsdom.
 */
const tableBox = (grid: HTMLElement) => grid.closest('[aria-busy]') as HTMLElement;

/** The open select's list of options. */
const openList = () => screen.findByRole('listbox');

/** The grid's own pager: its next-page button. */
export const nextPageButton = (grid: HTMLElement) => within(tableBox(grid)).getByRole('button', { name: 'Go to next page' });

/** Picks a page size in the grid's "Rows per page" select; returns the sizes it offered. */
export async function choosePageSize(user: UserEvent, grid: HTMLElement, size: number): Promise<string[]> {
  await user.click(within(tableBox(grid)).getByRole('combobox', { name: /Rows per page/ }));
  const list = await openList();
  const offered = within(list)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  await user.click(within(list).getByRole('option', { name: String(size) }));
  return offered;
}

/** Picks `option` in the labelled select of a record filter. */
export async function chooseOption(user: UserEvent, label: string, option: string): Promise<void> {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(within(await openList()).getByRole('option', { name: option }));
}

/** OPEN-101 OPEN-102: a local day's bounds as the record requests send them. */
export const dayStart = (day: dayjs.Dayjs) => day.startOf('day').toISOString();
export const dayEnd = (day: dayjs.Dayjs) => day.endOf('day').toISOString();
