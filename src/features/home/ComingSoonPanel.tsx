import HourglassEmptyRoundedIcon from '@mui/icons-material/HourglassEmptyRounded';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { strings } from '../../../contract/strings';

/** OPEN-038: the Vimaan and Tips & Previews tabs have no content yet. */
export function ComingSoonPanel({ title }: { title: string }) {
  return (
    <Paper variant="outlined" sx={{ py: 6, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      <HourglassEmptyRoundedIcon color="primary" sx={{ fontSize: 40 }} />
      <Typography variant="h6" component="h2" fontWeight={700}>
        {title}
      </Typography>
      <Typography color="text.secondary">{strings.comingSoon}</Typography>
    </Paper>
  );
}
