import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from '../../components/RouterLink';
import { strings } from '../../../contract/strings';
import { a11yLabels } from '../../components/a11yLabels';
import { sportPath } from '../../components/sportPath';
import { useMenuSports } from '../../components/useMenuSports';

const SPORT_LINKS = [strings.cricket, strings.soccer, strings.tennis];

/** SHELL-40 SHELL-41: In-play, Multi Markets, then the sports; a sport not in the games list does nothing. */
export function QuickLinks() {
  const listed = new Set(useMenuSports().map((sport) => sport.name));
  const fixed = [
    { label: strings.quickInPlay, to: '/inplay' },
    { label: strings.multiMarkets, to: '/multimarket' },
  ];
  return (
    <Stack component="nav" direction="row" useFlexGap flexWrap="wrap" gap={1} aria-label={a11yLabels.quickLinks}>
      {fixed.map((link) => (
        <Button key={link.to} variant="contained" component={Link} to={link.to}>
          {link.label}
        </Button>
      ))}
      {SPORT_LINKS.map((name) =>
        listed.has(name) ? (
          <Button key={name} variant="contained" component={Link} to={sportPath(name)}>
            {name}
          </Button>
        ) : (
          <Button key={name} variant="contained" aria-disabled="true" sx={{ opacity: 0.5, cursor: 'not-allowed' }}>
            {name}
          </Button>
        ),
      )}
    </Stack>
  );
}
