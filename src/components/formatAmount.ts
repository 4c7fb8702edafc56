const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Amounts are shown with 2 decimals and thousands separators (OPEN-129). */
export function formatAmount(value: number): string {
  return twoDecimals.format(value);
}
