import styled from '@emotion/styled';
import { themedCss } from '../themedCss';
import { TOUCH_MEDIA, TOUCH_TARGET_PX } from '../../theme/touchTargets';

/**
 * A round icon button in its parent's colour, as MUI's `IconButton color="inherit"` draws it (40 px, a touch
 * target below the wide layout, 40 px wide on a phone's full header), styled once per theme.
 */
export const PlainIconButton = styled.button(
  themedCss((theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    boxSizing: 'border-box',
    minWidth: 40,
    minHeight: 40,
    margin: 0,
    padding: 8,
    border: 0,
    borderRadius: '50%',
    backgroundColor: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontSize: theme.typography.pxToRem(24),
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: 'background-color 150ms',
    [TOUCH_MEDIA]: { minHeight: TOUCH_TARGET_PX, minWidth: TOUCH_TARGET_PX },
    [theme.breakpoints.down('sm')]: { minWidth: 0 },
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: -2 },
  })),
);
