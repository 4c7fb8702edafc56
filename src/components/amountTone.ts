/** The colour of a profit (green), a loss (red) or nothing (muted). */
export const amountTone = (value: number): string => (value > 0 ? 'success.main' : value < 0 ? 'error.main' : 'text.secondary');
