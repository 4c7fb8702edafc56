import { Subject, type Observable } from 'rxjs';

export type Notice = { message: string; variant: 'success' | 'error' | 'info' | 'warning'; autoHideMs: number };

export const LOGIN_TOAST_MS = 5_000;
export const TABLE_TOAST_MS = 2_000;
/** Toasts without a stated duration (OPEN-126). */
export const DEFAULT_TOAST_MS = 5_000;

const notices = new Subject<Notice>();

/** Toasts for the app to show (top-right). */
export const notifications$: Observable<Notice> = notices.asObservable();

export function notify(notice: Omit<Notice, 'autoHideMs'> & { autoHideMs?: number }): void {
  notices.next({ autoHideMs: DEFAULT_TOAST_MS, ...notice });
}
