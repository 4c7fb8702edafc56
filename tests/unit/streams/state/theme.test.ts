// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { firstValueFrom } from 'rxjs';

async function freshTheme() {
  vi.resetModules();
  return import('../../../../streams/state/theme');
}

describe('theme', () => {
  it('STATE-06 OPEN-026 theme defaults to light and is stored under "theme" as dark or light', async () => {
    localStorage.clear();
    const theme = await freshTheme();
    expect(await firstValueFrom(theme.theme$)).toBe('light');
    theme.setTheme('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(await firstValueFrom((await freshTheme()).theme$)).toBe('dark');
  });

  it('STATE-06 an unknown stored theme falls back to light', async () => {
    localStorage.setItem('theme', 'purple');
    expect(await firstValueFrom((await freshTheme()).theme$)).toBe('light');
  });

  it('STATE-07 the toggle position is stored under "buttonPosition" as {x, y} and restored', async () => {
    localStorage.clear();
    const theme = await freshTheme();
    expect(await firstValueFrom(theme.buttonPosition$)).toBeNull();
    theme.setButtonPosition({ x: 12, y: 340 });
    expect(JSON.parse(localStorage.getItem('buttonPosition') ?? '')).toEqual({ x: 12, y: 340 });
    expect(await firstValueFrom((await freshTheme()).buttonPosition$)).toEqual({ x: 12, y: 340 });
  });
});
