import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { NavLink } from '../../components/RouterLink';
import { strings } from '../../../contract/strings';
import { sportPath } from '../../components/sportPath';
import { useMenuSports } from '../../components/useMenuSports';
import { a11yLabels } from '../../components/a11yLabels';

/** Followed markets (the match page's Follow) are one tap away from anywhere. */
const MULTI_MARKETS = { label: strings.multiMarkets, to: '/multimarket' };

/**
 * SHELL-08: the top bar's one link per game, then Multi Markets, scrolling sideways on narrow screens;
 * `trailing` stays at its end, outside the scrolling links.
 */
export function GameLinksBar({ trailing }: { trailing?: ReactNode }) {
  const links = [...useMenuSports().map((sport) => ({ label: sport.name, to: sportPath(sport.name) })), MULTI_MARKETS];
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        pr: trailing ? 1 : 0,
      }}
    >
      <Box component="nav" aria-label={a11yLabels.gamesBar} sx={{ flex: 1, minWidth: 0, overflowX: 'auto' }}>
        <Box
          component="ul"
          sx={{ display: 'flex', gap: 0.5, m: 0, p: 0.5, px: { xs: 1, sm: 3 }, listStyle: 'none', maxWidth: 1440, mx: 'auto' }}
        >
          {links.map((link) => (
            <li key={link.to}>
              <Box
                component={NavLink}
                to={link.to}
                sx={{
                  display: 'block',
                  px: 1.5,
                  py: 0.75,
                  borderRadius: 1,
                  whiteSpace: 'nowrap',
                  fontWeight: 600,
                  fontSize: 14,
                  color: 'text.primary',
                  textDecoration: 'none',
                  '&:hover': { bgcolor: 'action.hover' },
                  '&.active': { bgcolor: 'primary.main', color: 'primary.contrastText' },
                }}
              >
                {link.label}
              </Box>
            </li>
          ))}
        </Box>
      </Box>
      {trailing}
    </Box>
  );
}
