import ShowChartRoundedIcon from '@mui/icons-material/ShowChartRounded';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { useState } from 'react';
import { sportsLabels } from '../sportsLabels';
import { PriceHistoryPanel } from './PriceHistoryPanel';

/** The chart icon beside a Match Odds runner's name: opens its price history in a small panel beside it. */
export function PriceHistoryButton({ marketId, selectionId, name }: { marketId: string; selectionId: number; name: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        aria-label={sportsLabels.priceHistory(name)}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
        // Above a suspended market's overlay: the prices cannot be taken, their history can still be read.
        sx={{
          p: 0.5,
          ml: 0.25,
          color: 'text.secondary',
          flexShrink: 0,
          position: 'relative',
          zIndex: 2,
          bgcolor: 'background.paper',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <ShowChartRoundedIcon sx={{ fontSize: 18 }} />
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': sportsLabels.priceHistory(name), sx: { width: 'min(360px, calc(100vw - 32px))' } },
        }}
      >
        <PriceHistoryPanel marketId={marketId} selectionId={selectionId} name={name} onClose={() => setAnchor(null)} />
      </Popover>
    </>
  );
}
