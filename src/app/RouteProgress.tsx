import LinearProgress from '@mui/material/LinearProgress';
import { useNavigation } from 'react-router';
import { strings } from '../../contract/strings';

/** A thin bar while a lazy route module loads. */
export function RouteProgress() {
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return <LinearProgress aria-label={strings.loading} color="secondary" sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'appBar' }} />;
}
