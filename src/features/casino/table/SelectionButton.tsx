import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { BetSide } from '../../../../contract/margins';
import { strings } from '../../../../contract/strings';
import { sideRate } from '../../../../streams/casino/casinoBet';
import type { BetTileProps } from './BetTile';

interface SelectionButtonProps extends Omit<BetTileProps, 'position'> {
  name: string;
  /** A lay button (named "… Lay rate"); absent: the back (named by the runner and its rate). */
  side?: BetSide;
  sx: SxProps<Theme>;
  children: ReactNode;
}

/** The tappable part of a selection (tile or row): named by the runner and its rate, pressed while in the slip. */
export function SelectionButton({ runner, name, side = 'back', suspended, selected, onTap, sx, children }: SelectionButtonProps) {
  return (
    <ButtonBase
      onClick={onTap}
      disabled={suspended}
      aria-label={side === 'back' ? `${name} ${runner.rate}` : `${name} ${strings.lay} ${sideRate(runner, side)}`}
      aria-pressed={selected}
      data-sid={runner.sid}
      data-side={side}
      sx={sx}
    >
      {children}
    </ButtonBase>
  );
}
