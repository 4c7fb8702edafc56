/** Colours used when the domain config gives none that parse (DOM-09, OPEN-027). */
export const builtInColors = {
  primary: '#143d59',
  secondary: '#f4b41a',
  header: '#0f2b40',
  backgroundLight: '#f3f5f8',
  backgroundDark: '#0d1117',
  paperDark: '#161b22',
} as const;
