import { memo } from 'react';
import { usePriceHighlight } from '../usePriceHighlight';
import { PriceButton } from './PriceButton';
import type { PriceSide } from './priceColors';

interface Props {
  side: PriceSide;
  price: number | null | undefined;
  /** The amount under the price (size in thousands, or the fancy rate); omitted on list rows. */
  size?: string;
  /** Only level 1 is bettable; the deeper levels are paler. */
  depth?: number;
  disabled?: boolean;
  onSelect?: () => void;
  label: string;
}

const formatPrice = (price: number | null | undefined) => (price === null || price === undefined || price === 0 ? '-' : `${price}`);

/**
 * One back or lay price (MKT-07), flashing for 500 ms when it changes (MKT-17). A list shows dozens of these and
 * re-renders them on every tick, so each is one plain button styled once (`PriceButton`), its state in data
 * attributes, rather than MUI components that resolve their styles per cell.
 */
export const PriceCell = memo(function PriceCell({ side, price, size, depth = 0, disabled, onSelect, label }: Props) {
  const shown = formatPrice(price);
  const flashing = usePriceHighlight(`${shown}|${size ?? ''}`);
  const empty = shown === '-';
  return (
    <PriceButton
      type="button"
      aria-label={label}
      disabled={disabled || empty || onSelect === undefined}
      onClick={onSelect}
      data-side={side}
      data-flash={flashing || undefined}
      data-empty={empty || undefined}
      style={depth > 0 ? { opacity: 0.75 - depth * 0.1 } : undefined}
    >
      <span>{shown}</span>
      {size !== undefined && !empty && <small>{size}</small>}
    </PriceButton>
  );
});
