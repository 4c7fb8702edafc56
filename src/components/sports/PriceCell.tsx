import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { usePriceHighlight } from '../usePriceHighlight';
import { priceColors, type PriceSide } from './priceColors';
import { touchMinHeight } from '../../theme/touchTargets';

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

/** One back or lay price (MKT-07), flashing for 500 ms when it changes (MKT-17). */
export const PriceCell = memo(function PriceCell({ side, price, size, depth = 0, disabled, onSelect, label }: Props) {
  const shown = formatPrice(price);
  const flashing = usePriceHighlight(`${shown}|${size ?? ''}`);
  const base = side === 'back' ? priceColors.back : priceColors.lay;
  const flash = side === 'back' ? priceColors.backFlash : priceColors.layFlash;
  const empty = shown === '-';
  return (
    <ButtonBase
      aria-label={label}
      disabled={disabled || empty || onSelect === undefined}
      onClick={onSelect}
      data-flash={flashing || undefined}
      sx={{
        flexDirection: 'column',
        width: '100%',
        minWidth: 0,
        ...touchMinHeight(40),
        borderRadius: 1,
        bgcolor: empty ? priceColors.empty : flashing ? flash : base,
        opacity: depth > 0 ? 0.75 - depth * 0.1 : 1,
        color: priceColors.text,
        transition: 'background-color 150ms',
        '&.Mui-disabled': { color: priceColors.text },
      }}
    >
      <Typography component="span" sx={{ fontWeight: 700, fontSize: 15, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}>
        {shown}
      </Typography>
      {size !== undefined && !empty && (
        <Typography component="span" sx={{ fontSize: 11, lineHeight: 1.1, opacity: 0.75 }}>
          {size}
        </Typography>
      )}
    </ButtonBase>
  );
});
