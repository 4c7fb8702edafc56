import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { alpha } from '@mui/material/styles';
import { themedCss } from '../themedCss';

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.4 }, '100%': { opacity: 1 } });

/** A rounded placeholder row as MUI's pulsing Skeleton draws it, styled once per theme. */
const Row = styled.div(
  themedCss((theme) => ({
    height: 52,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: alpha(theme.palette.text.primary, theme.palette.mode === 'light' ? 0.11 : 0.13),
    animation: `${pulse} 2s ease-in-out 0.5s infinite`,
  })),
);

/** Placeholder rows while the match lists load (home's first screen shows it). */
export function ListSkeleton() {
  return (
    <div aria-busy="true" style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      {[0, 1, 2, 3].map((row) => (
        <Row key={row} />
      ))}
    </div>
  );
}
