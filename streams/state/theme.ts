import { BehaviorSubject, type Observable } from 'rxjs';
import { readJson, storage, writeJson } from '../core/browser';

export const THEME_KEY = 'theme';
export const BUTTON_POSITION_KEY = 'buttonPosition';

export type ThemeName = 'dark' | 'light';
export interface ButtonPosition {
  x: number;
  y: number;
}

// Checked by hand: the theme is read before the first paint, and zod stays out of the first chunk.
const isPosition = (value: unknown): value is ButtonPosition =>
  typeof value === 'object' &&
  value !== null &&
  Number.isFinite((value as ButtonPosition).x) &&
  Number.isFinite((value as ButtonPosition).y);

/** STATE-06 / OPEN-026: the stored choice, else light. Stored as the bare word, not JSON. */
const theme = new BehaviorSubject<ThemeName>(storage()?.getItem(THEME_KEY) === 'dark' ? 'dark' : 'light');
/** STATE-07: where the theme toggle was dragged; null until it is. */
const storedPosition = readJson(BUTTON_POSITION_KEY);
const position = new BehaviorSubject<ButtonPosition | null>(
  isPosition(storedPosition) ? { x: storedPosition.x, y: storedPosition.y } : null,
);

export const theme$: Observable<ThemeName> = theme.asObservable();
export const buttonPosition$: Observable<ButtonPosition | null> = position.asObservable();

export function setTheme(next: ThemeName): void {
  try {
    storage()?.setItem(THEME_KEY, next);
  } catch {
    // storage full or disabled: the choice lasts for this page only
  }
  theme.next(next);
}

export function setButtonPosition(next: ButtonPosition): void {
  writeJson(BUTTON_POSITION_KEY, next);
  position.next(next);
}
