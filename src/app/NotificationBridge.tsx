import { useSubscription } from 'observable-hooks';
import { lazy, Suspense, useRef, useState } from 'react';
import { notifications$, type Notice } from '../../streams/core/notifications';

const Toasts = lazy(() => import('./Toasts'));

export type NumberedNotice = Notice & { number: number };

/** Notices kept for the toast stack to catch up with once it has loaded; older ones are long shown. */
const KEPT_NOTICES = 8;

/** Every notice of the stream layer becomes a toast that closes after its own autoHideMs (MSG-23); the toast code loads with the first one. */
export function NotificationBridge() {
  const [notices, setNotices] = useState<NumberedNotice[]>([]);
  const count = useRef(0);
  useSubscription(notifications$, (notice) => {
    count.current += 1;
    const numbered = { ...notice, number: count.current };
    setNotices((kept) => [...kept.slice(-(KEPT_NOTICES - 1)), numbered]);
  });
  if (notices.length === 0) return null;
  return (
    <Suspense>
      <Toasts notices={notices} />
    </Suspense>
  );
}
