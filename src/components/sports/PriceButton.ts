import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { BRAND_RADIUS_PX } from '../../theme/createBrandTheme';
import { TOUCH_MEDIA, TOUCH_TARGET_PX } from '../../theme/touchTargets';
import { priceColors } from './priceColors';

/** A price cell's look, serialised once: back blue, lay pink, a deeper shade while flashing, grey when empty. */
const priceButtonCss = css({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  minWidth: 0,
  minHeight: 40,
  [TOUCH_MEDIA]: { minHeight: TOUCH_TARGET_PX },
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: BRAND_RADIUS_PX,
  font: 'inherit',
  color: priceColors.text,
  backgroundColor: priceColors.back,
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: 'background-color 150ms',
  '&[data-side="lay"]': { backgroundColor: priceColors.lay },
  '&[data-side="back"][data-flash]': { backgroundColor: priceColors.backFlash },
  '&[data-side="lay"][data-flash]': { backgroundColor: priceColors.layFlash },
  '&[data-empty]': { backgroundColor: priceColors.empty },
  '&:disabled': { cursor: 'default', pointerEvents: 'none' },
  '&:active': { filter: 'brightness(0.92)' },
  '&:focus-visible': { outline: `2px solid ${priceColors.backFlash}`, outlineOffset: 1 },
  '& > span': { fontWeight: 700, fontSize: 15, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' },
  '& > small': { fontSize: 11, lineHeight: 1.1, opacity: 0.75 },
});

export const PriceButton = styled.button(priceButtonCss);
