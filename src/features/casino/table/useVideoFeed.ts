import { useCallback, useEffect, useState } from 'react';
import type { CasinoData } from '../../../../contract/casino';
import { CASINO_VIDEO_MESSAGE } from './casinoVideoUrl';

/**
 * Posts the table's round to the built-in video frame whenever it changes, and once more when the frame has
 * loaded (it may load after the first answer). Same origin only. Returns the frame's ref callback and load handler.
 */
export function useVideoFeed(data: CasinoData | undefined, enabled: boolean) {
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const post = useCallback(() => {
    if (!enabled || !data) return;
    frame?.contentWindow?.postMessage({ type: CASINO_VIDEO_MESSAGE, data }, window.location.origin);
  }, [data, enabled, frame]);
  useEffect(post, [post]);
  return { setFrame, onLoad: post };
}
