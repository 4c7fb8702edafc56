/** The theme toggle's square, in px: its dock in the header reserves it before the toggle's module loads. */
export const THEME_TOGGLE_SIZE = 40;
