import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import dayjs from 'dayjs';
import { strings } from '../../../contract/strings';
import { themedCss } from '../themedCss';

const pulse = keyframes({ '50%': { opacity: 0.3 } });

// Every list row has one: styled once per theme.
const Time = styled.span(
  themedCss((theme) => ({
    fontFamily: theme.typography.fontFamily,
    fontSize: 12,
    lineHeight: theme.typography.body1.lineHeight,
    color: theme.palette.text.secondary,
    fontVariantNumeric: 'tabular-nums',
  })),
);

const Live = styled.span(
  themedCss((theme) => ({
    fontFamily: theme.typography.fontFamily,
    lineHeight: theme.typography.body1.lineHeight,
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    fontSize: 12,
    fontWeight: 700,
    color: theme.palette.success.main,
    '&::before': {
      content: '""',
      width: 8,
      height: 8,
      borderRadius: '50%',
      backgroundColor: theme.palette.success.main,
      animation: `${pulse} 1.2s infinite`,
    },
  })),
);

/** In play: a pulsing "In Play" marker; otherwise the local start time (with the date when not today). */
export function MatchTime({ openDate, inPlay, nowMs }: { openDate: string; inPlay: boolean; nowMs: number }) {
  if (inPlay) return <Live>{strings.inPlay}</Live>;
  const start = dayjs(openDate);
  const sameDay = start.isSame(dayjs(nowMs), 'day');
  return <Time>{sameDay ? start.format('HH:mm') : start.format('D MMM HH:mm')}</Time>;
}
