import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { BetTileProps } from './BetTile';

interface SelectionButtonProps extends Omit<BetTileProps, 'position'> {
  name: string;
  sx: SxProps<Theme>;
  children: ReactNode;
}

/** The tappable part of a selection (tile or row): named by the runner and its rate, pressed while in the slip. */
export function SelectionButton({ runner, name, suspended, selected, onTap, sx, children }: SelectionButtonProps) {
  return (
    <ButtonBase
      onClick={onTap}
      disabled={suspended}
      aria-label={`${name} ${runner.rate}`}
      aria-pressed={selected}
      data-sid={runner.sid}
      sx={sx}
    >
      {children}
    </ButtonBase>
  );
}
