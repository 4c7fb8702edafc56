import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import CasinoIcon from '@mui/icons-material/Casino';
import HomeIcon from '@mui/icons-material/Home';
import LiveTvIcon from '@mui/icons-material/LiveTv';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import styled from '@emotion/styled';
import { getOverlayAlpha } from '@mui/material/styles';
import { useObservableEagerState } from 'observable-hooks';
import type { ReactNode } from 'react';
import { strings } from '../../../contract/strings';
import { isLoggedIn$ } from '../../../streams/auth/isLoggedIn$';
import { a11yLabels } from '../../components/a11yLabels';
import { themedCss } from '../../components/themedCss';
import { openLoginModal } from '../../components/loginModal.state';
import { BOTTOM_NAV_HEIGHT } from './bottomNavHeight';
import { BottomNavItem } from './BottomNavItem';
import { openShellModal } from './shellModals.state';

type Item = { label: string; icon: ReactNode; to?: string; onClick?: () => void };

const ELEVATION = 8;

/** A square paper of elevation 8 fixed to the bottom edge (MUI's Paper, its dark-mode overlay included), styled once per theme. */
const Bar = styled.nav(
  themedCss((theme) => ({
    position: 'fixed',
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: theme.zIndex.appBar,
    height: BOTTOM_NAV_HEIGHT,
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    boxShadow: theme.shadows[ELEVATION],
    ...(theme.palette.mode === 'dark' && {
      backgroundImage: `linear-gradient(rgba(255 255 255 / ${getOverlayAlpha(ELEVATION)}), rgba(255 255 255 / ${getOverlayAlpha(ELEVATION)}))`,
    }),
  })),
);

/** SHELL-28 SHELL-34: five items on narrow screens; Casino and Account ask a logged-out visitor to log in. */
export function BottomNav() {
  const loggedIn = useObservableEagerState(isLoggedIn$);
  const items: Item[] = [
    { label: strings.home, icon: <HomeIcon />, to: '/' },
    { label: strings.inPlayNav, icon: <LiveTvIcon />, to: '/inplay' },
    { label: strings.sports, icon: <SportsSoccerIcon />, to: '/sports' },
    loggedIn
      ? { label: strings.casino, icon: <CasinoIcon />, to: '/casino' }
      : { label: strings.casino, icon: <CasinoIcon />, onClick: openLoginModal },
    { label: strings.account, icon: <AccountCircleIcon />, onClick: loggedIn ? () => openShellModal('myAccount') : openLoginModal },
  ];
  return (
    <Bar aria-label={a11yLabels.bottomNav}>
      <ul style={{ display: 'flex', margin: 0, padding: 0, listStyle: 'none', height: '100%' }}>
        {items.map((item) => (
          <BottomNavItem key={item.label} {...item} />
        ))}
      </ul>
    </Bar>
  );
}
