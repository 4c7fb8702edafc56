import { screen, within } from '@testing-library/react';

/** The cells of one stream's row in the console's stream table (by its name). */
export function streamCells(name: string) {
  const table = screen.getByRole('table', { name: 'Live streams' });
  const row = within(table).getByText(name, { exact: true }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  const [stream, status, age, requests, value] = within(row).getAllByRole('cell');
  return { stream, status, age, requests, value };
}
