/** Exchange convention: back prices on blue, lay prices on pink; a changed price flashes a deeper shade. */
export const priceColors = {
  back: '#a6d8ff',
  backFlash: '#4fa9f0',
  lay: '#fac9d1',
  layFlash: '#f1839a',
  text: '#1b1f24',
  empty: 'rgba(127, 127, 127, 0.12)',
} as const;

export type PriceSide = 'back' | 'lay';
