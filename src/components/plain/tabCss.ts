import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/react';
import { TOUCH_MEDIA, TOUCH_TARGET_PX } from '../../theme/touchTargets';
import { buttonType } from './buttonType';

/**
 * A tab as MUI's `Tab` draws it (the theme's button type, secondary text, the selected one in the primary colour
 * over a 2 px line), as a plain button's style: the strip styles it once per theme, not per tab and render.
 */
export const tabCss = (theme: Theme): CSSObject => ({
  ...buttonType(theme),
  position: 'relative',
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  maxWidth: 360,
  minWidth: 90,
  minHeight: 48,
  [TOUCH_MEDIA]: { minHeight: TOUCH_TARGET_PX },
  margin: 0,
  padding: '12px 16px',
  overflow: 'hidden',
  whiteSpace: 'normal',
  lineHeight: 1.25,
  border: 0,
  backgroundColor: 'transparent',
  color: theme.palette.text.secondary,
  textAlign: 'center',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  '&[aria-selected="true"]': { color: theme.palette.primary.main },
  '&[aria-selected="true"]::after': {
    content: '""',
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 0,
    height: 2,
    backgroundColor: theme.palette.primary.main,
  },
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  '& > svg': { fontSize: theme.typography.pxToRem(24), marginBottom: 6, flexShrink: 0 },
  '&:has(> svg)': { minHeight: 72, paddingTop: 9, paddingBottom: 9 },
});
