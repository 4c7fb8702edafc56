import { Subject, type Observable } from 'rxjs';

export type Notice = { message: string; variant: 'success' | 'error' | 'info' | 'warning'; autoHideMs: number };

/** CONST-12: toast auto-close on login and on the casino tables. */
export const LOGIN_TOAST_MS = 5_000;
export const TABLE_TOAST_MS = 2_000;
/** OPEN-126: toasts without a stated duration stay as long as the login ones. */
export const DEFAULT_TOAST_MS = LOGIN_TOAST_MS;

const notices = new Subject<Notice>();

/** Toasts for the app to show (top-right). */
export const notifications$: Observable<Notice> = notices.asObservable();

export function notify(notice: Omit<Notice, 'autoHideMs'> & { autoHideMs?: number }): void {
  notices.next({ autoHideMs: DEFAULT_TOAST_MS, ...notice });
}
