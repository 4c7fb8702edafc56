/** Read by assistive tech, not drawn: the usual clip pattern (sizes in px: in sx a bare 1 is 100 % and -1 a spacing unit). */
export const visuallyHiddenSx = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
