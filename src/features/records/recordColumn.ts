/**
 * How a record cell reads: `amount` is a signed profit or loss (coloured by sign), `money` a plain sum such as
 * a balance or stake (2 decimals); both right-aligned like `number`. Dates are in the bettor's time zone.
 */
export type CellKind = 'text' | 'amount' | 'money' | 'number' | 'date';

/** Where a cell leads: a route of the app, or an action (e.g. open a bet's detail). */
export type CellLink = { to: string } | { onClick: () => void };

/** One column of a record table: a typed record the table turns into a grid column. */
export interface RecordColumn<R> {
  field: string;
  headerName: string;
  value: (row: R) => string | number | null | undefined;
  kind?: CellKind;
  /** Share of the free width; the column never gets narrower than minWidth. */
  flex?: number;
  minWidth?: number;
  /** false: left out on phones, where the table keeps only the columns that matter most. */
  phone?: boolean;
  /** Makes the cell a link when it returns one. */
  link?: (row: R) => CellLink | undefined;
}
