import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useObservableState } from 'observable-hooks';
import { strings } from '../../contract/strings';
import { notices$ } from '../../streams/content/notices$';

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-100%); }
`;
/** Reading pace of the scrolling line. */
const CHARACTERS_PER_SECOND = 8;
const MIN_SCROLL_S = 20;

/** SHELL-37 DOM-12: the domain's notices in one scrolling line under the header, labelled News; logged in only (notices$ is empty otherwise). */
export function NewsTicker() {
  const text = useObservableState(notices$, '');
  if (!text) return null;
  const seconds = Math.max(MIN_SCROLL_S, text.length / CHARACTERS_PER_SECOND);
  return (
    <Box
      component="aside"
      aria-label={strings.news}
      sx={{ display: 'flex', alignItems: 'stretch', bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', fontSize: 14 }}
    >
      <Box
        sx={{
          px: 1.5,
          display: 'flex',
          alignItems: 'center',
          fontWeight: 700,
          background: (theme) => theme.brand.headerBackground,
          color: (theme) => theme.brand.headerText,
        }}
      >
        {strings.news}
      </Box>
      <Box sx={{ flex: 1, overflow: 'hidden', whiteSpace: 'nowrap', py: 0.75 }}>
        <Box
          component="span"
          sx={{
            display: 'inline-block',
            pl: '100%',
            animation: `${scroll} ${seconds}s linear infinite`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none', pl: 1.5 },
            '&:hover': { animationPlayState: 'paused' },
          }}
        >
          {text}
        </Box>
      </Box>
    </Box>
  );
}
