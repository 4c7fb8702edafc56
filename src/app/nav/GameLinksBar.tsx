import Box from '@mui/material/Box';
import { NavLink } from 'react-router';
import { sportPath } from '../../components/sportPath';
import { useMenuSports } from '../../components/useMenuSports';
import { a11yLabels } from '../../components/a11yLabels';

/** SHELL-08: the top bar's one link per game, scrolling sideways on narrow screens. */
export function GameLinksBar() {
  const sports = useMenuSports();
  return (
    <Box
      component="nav"
      aria-label={a11yLabels.gamesBar}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', overflowX: 'auto' }}
    >
      <Box component="ul" sx={{ display: 'flex', gap: 0.5, m: 0, p: 0.5, px: { xs: 1, sm: 3 }, listStyle: 'none', maxWidth: 1440, mx: 'auto' }}>
        {sports.map((sport) => (
          <li key={sport.name}>
            <Box
              component={NavLink}
              to={sportPath(sport.name)}
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
              {sport.name}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
