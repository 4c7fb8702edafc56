import styled from '@emotion/styled';
import { a11yLabels } from '../../components/a11yLabels';
import { themedCss } from '../../components/themedCss';

const Dots = styled.div(
  themedCss((theme) => ({
    position: 'absolute',
    bottom: 6,
    left: 0,
    right: 0,
    display: 'flex',
    justifyContent: 'center',
    gap: theme.spacing(0.75),
    [theme.breakpoints.up('md')]: { bottom: 12 },
  })),
);

const Dot = styled.div({
  width: 8,
  height: 8,
  borderRadius: 4,
  backgroundColor: '#fff',
  opacity: 0.55,
  transition: 'width 300ms ease, opacity 300ms ease',
  '&[aria-current="true"]': { width: 20, opacity: 1 },
});

/** SHELL-36: one dot per banner, the shown one wider and solid. */
export function BannerDots({ count, current }: { count: number; current: number }) {
  return (
    <Dots role="group" aria-label={a11yLabels.bannerDots}>
      {Array.from({ length: count }, (_, at) => (
        <Dot key={at} role="img" aria-label={a11yLabels.bannerDot(at + 1, count)} aria-current={at === current} />
      ))}
    </Dots>
  );
}
