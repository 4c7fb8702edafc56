import Box from '@mui/material/Box';
import { strings } from '../../contract/strings';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error && 'status' in error && 'statusText' in error)
    return `${String(error.status)} ${String(error.statusText)}`;
  return String(error);
}

/**
 * SHELL-24 OPEN-125: the router's fallback page, with the status line or the error message. It is part of the shell
 * (it must show when a page module fails to load), so it is laid out with Boxes: Stack and Typography stay out of the first load.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, py: 10, px: 2, textAlign: 'center' }}>
      <Box component="h1" sx={{ typography: 'h4', fontWeight: 700, m: 0 }}>
        {strings.unexpectedError}
      </Box>
      <Box component="p" sx={{ typography: 'body1', color: 'text.secondary', m: 0 }}>
        {describe(error)}
      </Box>
    </Box>
  );
}
