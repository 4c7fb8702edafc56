const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** The amount available at a price, compact ("12.5K"). */
export const formatSize = (size: number | undefined): string | undefined => (size === undefined ? undefined : compact.format(size));
