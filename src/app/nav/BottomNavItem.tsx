import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { NavLink } from '../../components/RouterLink';
import { themedCss } from '../../components/themedCss';

const itemCss = themedCss((theme) => ({
  boxSizing: 'border-box',
  width: '100%',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.spacing(0.25),
  margin: 0,
  padding: 0,
  border: 0,
  backgroundColor: 'transparent',
  fontFamily: theme.typography.fontFamily,
  fontSize: 12,
  fontWeight: 600,
  color: theme.palette.text.secondary,
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  '&.active': { color: theme.palette.primary.main },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  '& > svg': { fontSize: theme.typography.pxToRem(24) },
}));

const ItemLink = styled(NavLink)(itemCss);
const ItemButton = styled.button(itemCss);

/** One bottom-navigation item: a link, or a button when it opens a modal instead (SHELL-34). */
export function BottomNavItem({ label, icon, to, onClick }: { label: string; icon: ReactNode; to?: string; onClick?: () => void }) {
  return (
    <li style={{ flex: 1 }}>
      {to !== undefined ? (
        <ItemLink to={to} end>
          {icon}
          {label}
        </ItemLink>
      ) : (
        <ItemButton type="button" onClick={onClick}>
          {icon}
          {label}
        </ItemButton>
      )}
    </li>
  );
}
