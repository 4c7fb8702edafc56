import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import { strings } from '../../../../contract/strings';

/** CAS-ALL-06 OPEN-080: betting is closed here. */
export function SuspendedOverlay({ compact = false }: { compact?: boolean }) {
  return (
    <Box
      role="status"
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 2,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 0.75,
        bgcolor: 'rgba(10, 10, 14, 0.72)',
        color: '#ff8a80',
        fontWeight: 800,
        letterSpacing: 1.5,
        fontSize: compact ? 12 : 18,
        borderRadius: 'inherit',
        cursor: 'not-allowed',
      }}
    >
      <LockIcon fontSize={compact ? 'small' : 'medium'} />
      {strings.suspended}
    </Box>
  );
}
