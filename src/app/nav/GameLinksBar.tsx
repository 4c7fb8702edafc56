import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { NavLink } from '../../components/RouterLink';
import { strings } from '../../../contract/strings';
import { sportPath } from '../../components/sportPath';
import { themedCss } from '../../components/themedCss';
import { useMenuSports } from '../../components/useMenuSports';
import { a11yLabels } from '../../components/a11yLabels';

/** Followed markets (the match page's Follow) are one tap away from anywhere. */
const MULTI_MARKETS = { label: strings.multiMarkets, to: '/multimarket' };

const Bar = styled.div(
  themedCss((theme) => ({
    display: 'flex',
    alignItems: 'center',
    backgroundColor: theme.palette.background.paper,
    borderBottom: `1px solid ${theme.palette.divider}`,
    '&[data-trailing]': { paddingRight: theme.spacing(1) },
  })),
);

const Links = styled.ul(
  themedCss((theme) => ({
    display: 'flex',
    gap: theme.spacing(0.5),
    maxWidth: 1440,
    margin: '0 auto',
    padding: theme.spacing(0.5, 1),
    listStyle: 'none',
    [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) },
  })),
);

const GameLink = styled(NavLink)(
  themedCss((theme) => ({
    display: 'block',
    padding: theme.spacing(0.75, 1.5),
    borderRadius: theme.shape.borderRadius,
    whiteSpace: 'nowrap',
    fontWeight: 600,
    fontSize: 14,
    color: theme.palette.text.primary,
    textDecoration: 'none',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&.active': { backgroundColor: theme.palette.primary.main, color: theme.palette.primary.contrastText },
  })),
);

/**
 * SHELL-08: the top bar's one link per game, then Multi Markets, scrolling sideways on narrow screens;
 * `trailing` stays at its end, outside the scrolling links.
 */
export function GameLinksBar({ trailing }: { trailing?: ReactNode }) {
  const links = [...useMenuSports().map((sport) => ({ label: sport.name, to: sportPath(sport.name) })), MULTI_MARKETS];
  return (
    <Bar data-trailing={trailing ? '' : undefined}>
      <nav aria-label={a11yLabels.gamesBar} style={{ flex: 1, minWidth: 0, overflowX: 'auto' }}>
        <Links>
          {links.map((link) => (
            <li key={link.to}>
              <GameLink to={link.to}>{link.label}</GameLink>
            </li>
          ))}
        </Links>
      </nav>
      {trailing}
    </Bar>
  );
}
