import CasinoRoundedIcon from '@mui/icons-material/CasinoRounded';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

/** HOME-03: the Casino tab leads to the casino lobby. */
export function CasinoPanel({ name }: { name: string }) {
  return (
    <Paper variant="outlined" sx={{ py: 6, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
      <CasinoRoundedIcon color="primary" sx={{ fontSize: 44 }} />
      <Typography variant="h6" component="h2" fontWeight={700}>
        {name}
      </Typography>
      <Button component={Link} to="/casino" variant="contained" size="large">
        {name}
      </Button>
    </Paper>
  );
}
