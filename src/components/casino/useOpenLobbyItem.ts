import { useObservableEagerState } from 'observable-hooks';
import { useNavigate } from 'react-router';
import { isLoggedIn$ } from '../../../streams/auth/isLoggedIn$';
import { lobbyTarget, type LobbyItem } from '../../../streams/casino/lobby';
import { openLoginModal } from '../loginModal.state';

/** LOBBY-06 LOBBY-13 OPEN-077: a playable card opens its table (a stub its video); logged out, it opens the login modal. */
export function useOpenLobbyItem(): (item: LobbyItem) => void {
  const navigate = useNavigate();
  const loggedIn = useObservableEagerState(isLoggedIn$);
  return (item) => {
    const target = lobbyTarget(item);
    if (target.kind === 'none') return;
    if (!loggedIn) {
      openLoginModal();
      return;
    }
    if (target.kind === 'table') navigate(target.path);
    else navigate('/play-video', { state: { videoUrl: target.videoUrl, name: item.name } });
  };
}
