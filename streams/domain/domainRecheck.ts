import { Subject, type Observable } from 'rxjs';

const recheck = new Subject<void>();

/** Asks for this host's configuration again: the server refused a call because the domain is now suspended. */
export const domainRecheck$: Observable<void> = recheck.asObservable();

export const recheckDomain = (): void => recheck.next();
