import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CourseView, RaceView } from '../../../streams/horse/scheduleView';
import { CountryFlag } from './CountryFlag';
import { RaceButton } from './RaceButton';

/** HORSE-05: one course with its races' start times. */
export function CourseRow({ course, onOpen }: { course: CourseView; onOpen: (course: string, race: RaceView) => void }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' },
        gap: 1,
        alignItems: 'center',
        px: 2,
        py: 1.25,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0 }}>
        <CountryFlag cname={course.country} />
        <Typography component="h3" noWrap sx={{ fontWeight: 700 }}>
          {course.ename}
        </Typography>
      </Stack>
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={0.75}>
        {course.races.map((race) => (
          <RaceButton key={race.gmid} race={race} onOpen={(chosen) => onOpen(course.ename, chosen)} />
        ))}
      </Stack>
    </Box>
  );
}
