/** The runner column and the price columns of a market block: three levels a side on wide screens, one on phones. */
export const marketGridSx = (depth: number) => ({
  '--market-columns': {
    xs: 'minmax(0, 1fr) repeat(2, minmax(56px, 72px))',
    md: `minmax(0, 1fr) repeat(${depth * 2}, minmax(56px, 76px))`,
  },
});

/** Deeper levels (2 and 3) only show on wide screens. */
export const deepLevelSx = { display: { xs: 'none', md: 'flex' } } as const;
