import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useObservableEagerState, useObservableState } from 'observable-hooks';
import { useMemo, useState } from 'react';
import { strings } from '../../../../contract/strings';
import { isLoggedIn$ } from '../../../../streams/auth/isLoggedIn$';
import { liveFrameUrl, type LiveFrame } from '../../../../streams/sports/liveFrames';
import { SCORE_FRAME_TALL_PX, scoreFrameHeight$ } from '../../../../streams/sports/scoreFrameHeight$';

const TV_HEIGHT = 'min(56vw, 480px)';

/** MKT-24..26: the live score (height 160/500 px by its content) or TV frame, for logged-in users only. */
export function LiveFeedFrame({ frame, matchId, sportId }: { frame: LiveFrame; matchId: string; sportId: number }) {
  const loggedIn = useObservableEagerState(isLoggedIn$);
  const [iframe, setIframe] = useState<HTMLIFrameElement | null>(null);
  // Same-origin frames can be measured; a cross-origin one throws, and keeps its height (OPEN-049).
  const height$ = useMemo(() => scoreFrameHeight$(() => iframe?.contentDocument?.body?.scrollHeight), [iframe]);
  const scoreHeight = useObservableState(height$, SCORE_FRAME_TALL_PX);
  if (!loggedIn) {
    return (
      <Box sx={{ py: 4, textAlign: 'center', bgcolor: 'action.hover', borderRadius: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{strings.loginToViewLiveFeed}</Typography>
      </Box>
    );
  }
  return (
    <Box
      component="iframe"
      ref={setIframe}
      title={frame === 'score' ? strings.liveScore : strings.liveMatch}
      src={liveFrameUrl(frame, matchId, String(sportId))}
      sx={{
        display: 'block',
        width: '100%',
        border: 0,
        borderRadius: 1,
        bgcolor: '#0b1a12',
        height: frame === 'score' ? `${scoreHeight}px` : TV_HEIGHT,
      }}
    />
  );
}
