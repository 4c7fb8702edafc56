import type { OrderSide } from './orders';

/**
 * What a matched back of `size` cents at `price` (hundredths) wins when its runner wins, and what the lay
 * side pays then: size × (price − 1), to the cent. One figure for both sides, so a fill moves money from
 * one account to the other and creates none.
 */
export const winningsCents = (price: number, size: number): number => Math.round((size * (price - 100)) / 100);

/** What an order of `size` cents risks: a back its stake, a lay the backer's winnings. */
export const liabilityCents = (side: OrderSide, price: number, size: number): number =>
  side === 'back' ? size : winningsCents(price, size);
