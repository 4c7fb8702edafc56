import styled from '@emotion/styled';
import type { Theme } from '@mui/material/styles';
import { themedCss } from '../themedCss';
import { buttonType } from './buttonType';
import { TOUCH_MEDIA, TOUCH_TARGET_PX } from '../../theme/touchTargets';

/** A medium text button of the theme (MUI's `Button` size, type and corners), without its colours. */
const buttonBase = (theme: Theme) => ({
  ...buttonType(theme),
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box' as const,
  minWidth: 64,
  margin: 0,
  padding: '6px 16px',
  borderRadius: theme.shape.borderRadius,
  cursor: 'pointer',
  userSelect: 'none' as const,
  WebkitTapHighlightColor: 'transparent',
  transition: 'background-color 150ms, opacity 150ms',
  [TOUCH_MEDIA]: { minHeight: TOUCH_TARGET_PX },
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
});

/** The header's solid call-to-action on the brand gradient (as `headerActionSx` colours MUI's contained Button). */
export const HeaderActionButton = styled.button(
  themedCss((theme) => ({
    ...buttonBase(theme),
    border: 0,
    backgroundColor: theme.brand.headerActionBackground,
    color: theme.brand.headerActionText,
    '&:hover': { opacity: 0.9 },
  })),
);

/** An outlined button in the header's text colour (MUI's `Button variant="outlined" color="inherit"`). */
export const HeaderOutlinedButton = styled.button(
  themedCss((theme) => ({
    ...buttonBase(theme),
    padding: '5px 15px',
    border: '1px solid currentColor',
    backgroundColor: 'transparent',
    color: 'inherit',
    '&:hover': { backgroundColor: theme.palette.action.hover },
  })),
);
