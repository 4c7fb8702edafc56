import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

const HEAD =
  'M6.5 21 8.4 14.2C6.6 13 5.9 11 6.8 9.2L9.6 4.4 10.5 2l1.4 2.1c3.4.2 6.3 2.4 7.3 5.9l.9 3c.3 1-.7 1.8-1.6 1.3l-3.1-1.9-1 2.8L15.6 21Z';

/** A horse head (the icon set has none): filled when active, outlined when not. */
export function HorseIcon({ outlined = false, ...props }: SvgIconProps & { outlined?: boolean }) {
  return (
    <SvgIcon {...props}>
      <path
        d={HEAD}
        fill={outlined ? 'none' : 'currentColor'}
        stroke="currentColor"
        strokeWidth={outlined ? 1.6 : 0}
        strokeLinejoin="round"
      />
      <circle cx="13.4" cy="8.2" r="1" fill={outlined ? 'currentColor' : '#fff'} />
    </SvgIcon>
  );
}
