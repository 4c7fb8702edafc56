import ButtonBase from '@mui/material/ButtonBase';
import type { ReactNode } from 'react';
import { NavLink } from '../../components/RouterLink';

const itemSx = {
  width: '100%',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: 0.25,
  fontSize: 12,
  fontWeight: 600,
  color: 'text.secondary',
  textDecoration: 'none',
  '&.active': { color: 'primary.main' },
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
} as const;

/** One bottom-navigation item: a link, or a button when it opens a modal instead (SHELL-34). */
export function BottomNavItem({ label, icon, to, onClick }: { label: string; icon: ReactNode; to?: string; onClick?: () => void }) {
  return (
    <li style={{ flex: 1 }}>
      {to !== undefined ? (
        <ButtonBase component={NavLink} to={to} end sx={itemSx}>
          {icon}
          {label}
        </ButtonBase>
      ) : (
        <ButtonBase onClick={onClick} sx={itemSx}>
          {icon}
          {label}
        </ButtonBase>
      )}
    </li>
  );
}
