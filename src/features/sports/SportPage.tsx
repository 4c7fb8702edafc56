import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useObservableState } from 'observable-hooks';
import { useNavigate, useParams } from 'react-router';
import { strings } from '../../../contract/strings';
import { visibleSports$ } from '../../../streams/sports/visibleSports$';
import { HorseSchedule } from '../../components/horse/HorseSchedule';
import { LostMessage } from '../../components/LostMessage';
import { ListSkeleton } from '../../components/sports/ListSkeleton';
import { SportIcon } from '../../components/sports/SportIcon';
import { SportMatches } from '../../components/sports/SportMatches';
import { PageTitle } from './PageTitle';

const HORSE_RACING_ID = 135;

/** SHELL-08 HOME-05: /{sportname in lower case} — that sport's lists (Horse Racing: its schedule); an unknown name is the 404 page. */
export function SportPage({ sportName }: { sportName?: string }) {
  const params = useParams();
  const navigate = useNavigate();
  const name = (sportName ?? params.sportName ?? '').toLowerCase();
  const sports = useObservableState(visibleSports$);
  if (sports === undefined) return <ListSkeleton />;
  const sport = sports.find((candidate) => candidate.eventId !== null && candidate.name.toLowerCase() === name);
  if (sport === undefined || sport.eventId === null) {
    return (
      <LostMessage
        action={
          <Button variant="contained" size="large" onClick={() => void navigate('/')}>
            {strings.goBack}
          </Button>
        }
      />
    );
  }
  return (
    <Stack spacing={2}>
      <PageTitle icon={<SportIcon eventId={sport.eventId} active color="primary" />}>{sport.name}</PageTitle>
      {sport.eventId === HORSE_RACING_ID ? <HorseSchedule /> : <SportMatches sport={{ ...sport, eventId: sport.eventId }} />}
    </Stack>
  );
}

export const CricketPage = () => <SportPage sportName="cricket" />;
export const SoccerPage = () => <SportPage sportName="soccer" />;
export const TennisPage = () => <SportPage sportName="tennis" />;
