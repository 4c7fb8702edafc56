import { Subject, type Observable } from 'rxjs';

const requests = new Subject<string>();

/** Paths the streams ask the app to navigate to (session expiry, logout). */
export const navigationRequests$: Observable<string> = requests.asObservable();

export function requestNavigation(path: string): void {
  requests.next(path);
}
