import type { Components, Theme } from '@mui/material/styles';
import { WIDE_SCREEN_QUERY } from '../components/useWideScreen';

/** Below the wide layout (OPEN-010) the screen is a phone's or a tablet's: every control is a touch target. */
export const TOUCH_MEDIA = `@media not all and ${WIDE_SCREEN_QUERY}`;

/** The least height of a touch target (WCAG 2.5.5; Apple's 44 pt, Material's 48 dp). */
export const TOUCH_TARGET_PX = 44;

/** A control `dense` px tall on wide screens and a touch target on narrower ones. */
export const touchMinHeight = (dense: number) => ({ minHeight: dense, [TOUCH_MEDIA]: { minHeight: TOUCH_TARGET_PX } });

const touchHeight = { root: { [TOUCH_MEDIA]: { minHeight: TOUCH_TARGET_PX } } };

/** The theme's share: MUI's buttons, toggles, tabs and text fields grow to touch targets below the wide layout. */
export const touchComponents: Components<Theme> = {
  MuiButton: { styleOverrides: touchHeight },
  MuiToggleButton: { styleOverrides: touchHeight },
  MuiTab: { styleOverrides: touchHeight },
  MuiIconButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        [TOUCH_MEDIA]: { minHeight: TOUCH_TARGET_PX, minWidth: TOUCH_TARGET_PX },
        // A phone's header has no 4 px to spare per icon: there they stay 40 px wide.
        [theme.breakpoints.down('sm')]: { minWidth: 0 },
      }),
    },
  },
  // A small field's input grows from 40 to 44 px, its label still centred.
  MuiInputBase: {
    styleOverrides: { root: { [TOUCH_MEDIA]: { '& .MuiInputBase-inputSizeSmall': { paddingTop: 10.5, paddingBottom: 10.5 } } } },
  },
  MuiInputLabel: {
    styleOverrides: { sizeSmall: { [TOUCH_MEDIA]: { '&:not(.MuiInputLabel-shrink)': { transform: 'translate(14px, 11px) scale(1)' } } } },
  },
};
