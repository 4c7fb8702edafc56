/** Six cells — back and lay for 1, X and 2 — in pairs with a small gap between the pairs. */
export const priceGridSx = {
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  columnGap: '2px',
  '& > :nth-of-type(2n)': { mr: '6px' },
  '& > :last-of-type': { mr: 0 },
} as const;
