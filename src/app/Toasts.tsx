import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect, useRef } from 'react';
import type { NumberedNotice } from './NotificationBridge';
import { TOAST_CONTAINER_CLASS } from './toastPlacement';

function Enqueue({ notices }: { notices: NumberedNotice[] }) {
  const { enqueueSnackbar } = useSnackbar();
  const shown = useRef(0);
  useEffect(() => {
    for (const notice of notices.filter((candidate) => candidate.number > shown.current)) {
      enqueueSnackbar(notice.message, { variant: notice.variant, autoHideDuration: notice.autoHideMs });
      shown.current = notice.number;
    }
  }, [notices, enqueueSnackbar]);
  return null;
}

/** The toast stack (notistack), top-right (MSG-23): loaded with the first notice. */
export default function Toasts({ notices }: { notices: NumberedNotice[] }) {
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      maxSnack={4}
      classes={{ containerAnchorOriginTopRight: TOAST_CONTAINER_CLASS }}
    >
      <Enqueue notices={notices} />
    </SnackbarProvider>
  );
}
