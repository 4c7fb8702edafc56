import type { SxProps, Theme } from '@mui/material/styles';
import type { Layout } from '../../../contract/domain';

interface LayoutStyle {
  /** Grid columns per breakpoint. */
  columns: Record<'xs' | 'sm' | 'md' | 'lg', number>;
  /** Width / height of the thumbnail box. */
  aspectRatio: string;
  card: SxProps<Theme>;
  /** Whether the name is printed under the picture (aura) rather than only carried by the artwork. */
  caption: boolean;
}

/** LOBBY-01 DOM-05: the three lobby layouts. */
export const LOBBY_LAYOUTS: Record<Layout, LayoutStyle> = {
  tamannah: {
    columns: { xs: 2, sm: 3, md: 4, lg: 5 },
    aspectRatio: '16 / 10',
    card: { borderRadius: 2 },
    caption: false,
  },
  tamannahSquare: {
    columns: { xs: 3, sm: 4, md: 6, lg: 7 },
    aspectRatio: '1 / 1',
    card: { borderRadius: 1 },
    caption: false,
  },
  aura: {
    columns: { xs: 1, sm: 2, md: 3, lg: 4 },
    aspectRatio: '16 / 10',
    card: { borderRadius: 4, border: 1, borderColor: 'divider' },
    caption: true,
  },
};
