/** Accessible names of icon-only controls (not visible text, so not part of the spec's strings). */
export const a11yLabels = {
  close: 'close',
  showPassword: 'show password',
  hidePassword: 'hide password',
  accountMenu: 'account menu',
  toggleTheme: 'toggle light or dark theme',
  home: 'home',
  banners: 'banners',
  previousBanner: 'previous banner',
  nextBanner: 'next banner',
  bannerDots: 'banner position',
  bannerDot: (position: number, count: number) => `banner ${position} of ${count}`,
} as const;
