import Box from '@mui/material/Box';
import { a11yLabels } from '../../components/a11yLabels';

/** SHELL-36: one dot per banner, the shown one wider and solid. */
export function BannerDots({ count, current }: { count: number; current: number }) {
  return (
    <Box
      role="group"
      aria-label={a11yLabels.bannerDots}
      sx={{ position: 'absolute', bottom: { xs: 6, md: 12 }, left: 0, right: 0, display: 'flex', justifyContent: 'center', gap: 0.75 }}
    >
      {Array.from({ length: count }, (_, at) => (
        <Box
          key={at}
          role="img"
          aria-label={a11yLabels.bannerDot(at + 1, count)}
          aria-current={at === current}
          sx={{
            width: at === current ? 20 : 8,
            height: 8,
            borderRadius: 4,
            bgcolor: '#fff',
            opacity: at === current ? 1 : 0.55,
            transition: 'width 300ms ease, opacity 300ms ease',
          }}
        />
      ))}
    </Box>
  );
}
