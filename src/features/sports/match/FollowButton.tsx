import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import Button from '@mui/material/Button';
import { useObservableState } from 'observable-hooks';
import { strings } from '../../../../contract/strings';
import { isFollowed$, toggleFollow, type FollowedMarket } from '../../../../streams/sports/multiMarkets';

/** Adds the match's markets to Multi Markets, or takes them off. */
export function FollowButton({ entry }: { entry: FollowedMarket }) {
  const followed = useObservableState(isFollowed$(entry.matchId), false);
  return (
    <Button
      size="small"
      color="inherit"
      aria-pressed={followed}
      startIcon={followed ? <PushPinIcon fontSize="small" /> : <PushPinOutlinedIcon fontSize="small" />}
      onClick={() => toggleFollow(entry)}
      sx={{ fontSize: 12, py: 0, minWidth: 0 }}
    >
      {followed ? strings.following : strings.follow}
    </Button>
  );
}
