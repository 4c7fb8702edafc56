import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import { stepRate } from '../../rules/rateStep';
import type { OpenSlip, SlipSelection } from './slipTypes';

const slip = new BehaviorSubject<OpenSlip | null>(null);

/** The one open sports bet slip, or null. */
export const slip$: Observable<OpenSlip | null> = slip.asObservable();

export const currentSlip = (): OpenSlip | null => slip.value;

/** BET-01: clicking a price opens the slip beneath it (replacing any other), with the clicked price as rate. */
export function openSlip(selection: SlipSelection): void {
  slip.next({ selection, stake: 0, rate: selection.price });
}

/** BET-01 BET-29: Cancel, a placed bet, or the market closing: the slip and its stake and rate reset. */
export function closeSlip(): void {
  slip.next(null);
}

export function setSlipStake(stake: number): void {
  if (slip.value) slip.next({ ...slip.value, stake });
}

/** BET-03: the rate moves by 0.01 (down only while above 0.01); fancy lines are fixed. */
export function stepSlipRate(direction: 1 | -1): void {
  const open = slip.value;
  if (open && open.selection.market !== 'fancy') slip.next({ ...open, rate: stepRate(open.rate, direction) });
}

export function setSlipRate(rate: number): void {
  const open = slip.value;
  if (open && open.selection.market !== 'fancy') slip.next({ ...open, rate: Number.isFinite(rate) ? rate : 0 });
}

/** Whether the slip is open under this runner or line (each row watches only its own answer). */
export const isSlipOpenAt$ = (marketId: string, selectionId: number): Observable<boolean> =>
  slip$.pipe(
    map((open) => open !== null && open.selection.marketId === marketId && open.selection.selectionId === selectionId),
    distinctUntilChanged(),
  );
