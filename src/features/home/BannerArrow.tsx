import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';

interface Props {
  side: 'left' | 'right';
  label: string;
  icon: ReactNode;
  onClick: () => void;
}

/** A round arrow over one edge of the banner. */
export function BannerArrow({ side, label, icon, onClick }: Props) {
  return (
    <IconButton
      aria-label={label}
      onClick={onClick}
      size="small"
      sx={{
        position: 'absolute',
        top: '50%',
        [side]: { xs: 2, md: 12 },
        transform: 'translateY(-50%)',
        p: { xs: 0, md: 0.5 },
        '& svg': { fontSize: { xs: 20, md: 24 } },
        color: '#fff',
        bgcolor: 'rgba(0, 0, 0, 0.35)',
        '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.55)' },
      }}
    >
      {icon}
    </IconButton>
  );
}
