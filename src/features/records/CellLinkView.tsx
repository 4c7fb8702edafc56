import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from '../../components/RouterLink';
import type { CellLink } from './recordColumn';

/** A cell's content as a link (a drill-down route) or a link-styled button (an action such as bet detail). */
export function CellLinkView({ link, children }: { link: CellLink; children: ReactNode }) {
  const sx = { fontWeight: 600, textAlign: 'inherit' } as const;
  if ('to' in link) {
    return (
      <Link component={RouterLink} to={link.to} sx={sx}>
        {children}
      </Link>
    );
  }
  return (
    <Link component="button" type="button" onClick={link.onClick} sx={sx}>
      {children}
    </Link>
  );
}
