import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { strings } from '../../../contract/strings';

/** What an opened row shows before or instead of its children. */
export function ListStatus({ loading, depth }: { loading: boolean; depth: number }) {
  return (
    <Typography role="status" variant="body2" color="text.secondary" sx={{ pl: 2 + depth * 2, py: 1 }}>
      {loading ? <CircularProgress size={16} aria-label={strings.loading} /> : strings.noDataFound}
    </Typography>
  );
}
