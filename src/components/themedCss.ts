import { css, type CSSObject, type SerializedStyles } from '@emotion/react';
import type { Theme } from '@mui/material/styles';

/**
 * An emotion style built from the MUI theme once per theme: an element styled with it costs a lookup per
 * render, where `sx` resolves every property through the theme again for every element on every render.
 */
export function themedCss(build: (theme: Theme) => CSSObject): (props: { theme?: object }) => SerializedStyles {
  const byTheme = new WeakMap<object, SerializedStyles>();
  // Emotion always passes the theme of the nearest provider (MUI's ThemeProvider provides it).
  return ({ theme = {} }) => {
    let styles = byTheme.get(theme);
    if (styles === undefined) {
      styles = css(build(theme as Theme));
      byTheme.set(theme, styles);
    }
    return styles;
  };
}
