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
  /**
   * How soon the column gives way when the table is narrow: 0 (the default) the last, higher numbers first (they
   * move to the row's detail); phones' cards leave out the columns of PHONE_PRIORITY and above.
   */
  priority?: number;
  /** Makes the cell a link when it returns one. */
  link?: (row: R) => CellLink | undefined;
}

/** Columns of this priority and above are left out of a phone's record cards. */
export const PHONE_PRIORITY = 2;
