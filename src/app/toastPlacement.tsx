import GlobalStyles from '@mui/material/GlobalStyles';

/** Toasts sit top-right (MSG-23) just below the sticky header, so they never cover its controls. */
export const TOAST_CONTAINER_CLASS = 'app-toasts-below-header';

export function ToastPlacement() {
  // The doubled class outranks notistack's own container class without !important.
  return <GlobalStyles styles={{ [`.${TOAST_CONTAINER_CLASS}.${TOAST_CONTAINER_CLASS}`]: { top: 72 } }} />;
}
