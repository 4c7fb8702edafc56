/** A runner or line row: name column, then the price columns of the block's grid. */
export const rowSx = {
  display: 'grid',
  gridTemplateColumns: 'var(--market-columns)',
  columnGap: '3px',
  alignItems: 'center',
  px: 1.5,
  py: 0.5,
  borderBottom: 1,
  borderColor: 'divider',
} as const;
