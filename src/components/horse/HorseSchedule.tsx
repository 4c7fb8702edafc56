import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useObservableState } from 'observable-hooks';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { getHorseSchedule$ } from '../../../streams/horse/horseSchedule$';
import { raceLink, RACE_LINK_DELAY_MS } from '../../../streams/horse/raceLink';
import { ALL_COUNTRIES, type RaceView } from '../../../streams/horse/scheduleView';
import { EmptyList } from '../sports/EmptyList';
import { ListSkeleton } from '../sports/ListSkeleton';
import { CountryFlag } from './CountryFlag';
import { CourseRow } from './CourseRow';

/** HORSE-03..12: country tabs (ALL first, flags where known) over the races by course; a race opens after 200 ms. */
export function HorseSchedule() {
  const [country, setCountry] = useState(ALL_COUNTRIES);
  const schedule = useObservableState(getHorseSchedule$(country));
  const navigate = useNavigate();
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  const open = (course: string, race: RaceView) => {
    clearTimeout(pending.current);
    pending.current = setTimeout(() => void navigate(raceLink(race.gmid, course, race.stime)), RACE_LINK_DELAY_MS);
  };
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Tabs
        value={country}
        onChange={(_, next: string) => setCountry(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="countries"
        sx={{ bgcolor: 'action.selected' }}
      >
        {(schedule?.tabs ?? [ALL_COUNTRIES]).map((tab) => (
          <Tab
            key={tab}
            value={tab}
            label={tab}
            icon={<CountryFlag cname={tab} />}
            iconPosition="start"
            sx={{ minHeight: 44, fontWeight: 700, gap: 1 }}
          />
        ))}
      </Tabs>
      {schedule === undefined ? (
        <ListSkeleton />
      ) : schedule.courses.length === 0 ? (
        <EmptyList />
      ) : (
        schedule.courses.map((course) => <CourseRow key={`${course.country}-${course.ename}`} course={course} onOpen={open} />)
      )}
    </Paper>
  );
}
