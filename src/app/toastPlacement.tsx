import GlobalStyles from '@mui/material/GlobalStyles';

/** Toasts sit top-right (MSG-23) just below the sticky header, so they never cover its controls. */
export const TOAST_CONTAINER_CLASS = 'app-toasts-below-header';

/** Below the 68 px header; on phones below the header's second row (the balance), about 105 px high in all. */
const TOAST_TOP_PX = 72;
const PHONE_TOAST_TOP_PX = 112;

export function ToastPlacement() {
  // The doubled class outranks notistack's own container class without !important.
  return (
    <GlobalStyles
      styles={(theme) => ({
        [`.${TOAST_CONTAINER_CLASS}.${TOAST_CONTAINER_CLASS}`]: {
          top: TOAST_TOP_PX,
          [theme.breakpoints.down('sm')]: { top: PHONE_TOAST_TOP_PX },
        },
      })}
    />
  );
}
