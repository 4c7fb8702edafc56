import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { strings } from '../../../contract/strings';
import type { Layout } from '../../../contract/domain';
import type { LobbyItem } from '../../../streams/casino/lobby';
import { LOBBY_LAYOUTS } from './lobbyLayouts';

interface LobbyCardProps {
  item: LobbyItem;
  layout: Layout;
  onOpen: (item: LobbyItem) => void;
}

/** LOBBY-04 LOBBY-05: a thumbnail card; coming soon ones carry the tag and do nothing on click. */
export function LobbyCard({ item, layout, onOpen }: LobbyCardProps) {
  const style = LOBBY_LAYOUTS[layout];
  return (
    <Box sx={{ position: 'relative', overflow: 'hidden', bgcolor: 'background.paper', boxShadow: 2, ...style.card }}>
      <ButtonBase
        disabled={item.comingSoon}
        onClick={() => onOpen(item)}
        aria-label={item.name}
        sx={{
          display: 'block',
          width: '100%',
          textAlign: 'left',
          transition: 'transform 150ms',
          '&:hover img': { transform: 'scale(1.04)' },
          '&.Mui-disabled img': { filter: 'grayscale(0.6) brightness(0.8)' },
        }}
      >
        <Box sx={{ aspectRatio: style.aspectRatio, overflow: 'hidden' }}>
          <Box
            component="img"
            src={item.thumbnail}
            alt=""
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', transition: 'transform 200ms' }}
          />
        </Box>
        {style.caption && (
          <Typography sx={{ px: 1.5, py: 1, fontWeight: 700 }} noWrap>
            {item.name}
          </Typography>
        )}
      </ButtonBase>
      {item.comingSoon && (
        <Chip
          label={strings.comingSoon}
          size="small"
          sx={{
            position: 'absolute',
            top: 6,
            right: 6,
            // Three square cards a row on a phone: the tag stays inside its card.
            maxWidth: 'calc(100% - 12px)',
            height: { xs: 18, sm: 24 },
            fontSize: { xs: '0.625rem', sm: '0.8125rem' },
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            fontWeight: 700,
          }}
        />
      )}
    </Box>
  );
}
