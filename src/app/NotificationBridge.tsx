import { useSnackbar } from 'notistack';
import { useSubscription } from 'observable-hooks';
import { notifications$ } from '../../streams/core/notifications';

/** Every notice of the stream layer becomes a toast that closes after its own autoHideMs (MSG-23). */
export function NotificationBridge() {
  const { enqueueSnackbar } = useSnackbar();
  useSubscription(notifications$, (notice) =>
    enqueueSnackbar(notice.message, { variant: notice.variant, autoHideDuration: notice.autoHideMs }),
  );
  return null;
}
