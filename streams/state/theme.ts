import { BehaviorSubject, type Observable } from 'rxjs';
import { z } from 'zod';
import { readJson, storage, writeJson } from '../core/browser';

export const THEME_KEY = 'theme';
export const BUTTON_POSITION_KEY = 'buttonPosition';

export const themeName = z.enum(['dark', 'light']);
export type ThemeName = z.infer<typeof themeName>;

export const buttonPosition = z.object({ x: z.number(), y: z.number() });
export type ButtonPosition = z.infer<typeof buttonPosition>;

/** STATE-06 / OPEN-026: the stored choice, else light. Stored as the bare word, not JSON. */
const theme = new BehaviorSubject<ThemeName>(themeName.catch('light').parse(storage()?.getItem(THEME_KEY)));
/** STATE-07: where the theme toggle was dragged; null until it is. */
const position = new BehaviorSubject<ButtonPosition | null>(
  buttonPosition.nullable().catch(null).parse(readJson(BUTTON_POSITION_KEY) ?? null),
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
