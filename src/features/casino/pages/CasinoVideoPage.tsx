import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router';
import { strings } from '../../../../contract/strings';
import { casinoVideoUrl } from '../table/casinoVideoUrl';

/** SHELL-17 SHELL-20 POLL-17: the casino video of a game, alone on the screen (it covers the header and menus). */
export function CasinoVideoPage() {
  const [search] = useSearchParams();
  return <FullScreenFrame src={casinoVideoUrl(search.get('id') ?? '')} />;
}

export function FullScreenFrame({ src }: { src: string }) {
  return (
    <Box sx={{ position: 'fixed', inset: 0, zIndex: (theme) => theme.zIndex.appBar + 10, bgcolor: '#000' }}>
      <Box component="iframe" title={strings.casinoVideo} src={src} sx={{ width: '100%', height: '100%', border: 0, display: 'block' }} />
    </Box>
  );
}
