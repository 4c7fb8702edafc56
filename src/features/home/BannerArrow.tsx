import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { themedCss } from '../../components/themedCss';
import { TOUCH_MEDIA, TOUCH_TARGET_PX } from '../../theme/touchTargets';

interface Props {
  side: 'left' | 'right';
  label: string;
  icon: ReactNode;
  onClick: () => void;
}

const Arrow = styled.button(
  themedCss((theme) => ({
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    margin: 0,
    padding: 0,
    border: 0,
    borderRadius: '50%',
    color: '#fff',
    backgroundColor: 'rgba(0, 0, 0, 0.35)',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transition: 'background-color 150ms',
    '&[data-side="left"]': { left: 2 },
    '&[data-side="right"]': { right: 2 },
    '& > svg': { fontSize: 20 },
    // A touch target below the wide layout, as the theme makes every icon button (on a phone only as tall).
    [TOUCH_MEDIA]: { minHeight: TOUCH_TARGET_PX, minWidth: TOUCH_TARGET_PX },
    [theme.breakpoints.down('sm')]: { minWidth: 0 },
    '&:hover': { backgroundColor: 'rgba(0, 0, 0, 0.55)' },
    '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 1 },
    [theme.breakpoints.up('md')]: {
      padding: 4,
      '&[data-side="left"]': { left: 12 },
      '&[data-side="right"]': { right: 12 },
      '& > svg': { fontSize: 24 },
    },
  })),
);

/** A round arrow over one edge of the banner. */
export function BannerArrow({ side, label, icon, onClick }: Props) {
  return (
    <Arrow type="button" data-side={side} aria-label={label} onClick={onClick}>
      {icon}
    </Arrow>
  );
}
