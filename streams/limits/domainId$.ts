import { distinctUntilChanged, map, type Observable } from 'rxjs';
import { domainConfigStore } from '../state/slices/domainConfig';

/** DOM-11: the domain config _id used in the min/max, notice and banner paths; '' until the config is loaded. */
export const domainId$: Observable<string> = domainConfigStore.state$.pipe(
  map((config) => config?._id ?? ''),
  distinctUntilChanged(),
);
