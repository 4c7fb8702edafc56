import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { strings } from '../../contract/strings';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error && 'status' in error && 'statusText' in error) return `${String(error.status)} ${String(error.statusText)}`;
  return String(error);
}

/** SHELL-24 OPEN-125: the router's fallback page, with the status line or the error message. */
export function RouteErrorPage({ error }: { error: unknown }) {
  return (
    <Stack spacing={1.5} alignItems="center" sx={{ py: 10, px: 2, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" fontWeight={700}>
        {strings.unexpectedError}
      </Typography>
      <Typography color="text.secondary" component="p">
        {describe(error)}
      </Typography>
    </Stack>
  );
}
