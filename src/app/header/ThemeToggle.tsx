import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import { useTheme } from '@mui/material/styles';
import { useObservableEagerState } from 'observable-hooks';
import { useRef, useState, type KeyboardEvent } from 'react';
import { buttonPosition$, setButtonPosition, setTheme, type ButtonPosition } from '../../../streams/state/theme';
import { a11yLabels } from '../../components/a11yLabels';
import { useDragPosition } from './useDragPosition';
import { THEME_TOGGLE_SIZE } from './themeToggleSize';
import { headerSpotNear, useHeaderSpot } from './useHeaderSpot';

const KEY_STEP_PX = 16;
const ARROWS: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

/**
 * SHELL-43 STATE-06 STATE-07: a light/dark switch docked in the sticky header. It can be dragged (or moved
 * with Shift + arrow keys), but it lands only on free header space, so it never covers a price, a button or a
 * field; its theme and position are remembered. The header leaves it out when the domain forces dark (DOM-08).
 */
export function ThemeToggle() {
  const mode = useTheme().palette.mode;
  const self = useRef<HTMLButtonElement>(null);
  const saved = useObservableEagerState(buttonPosition$);
  const spot = useHeaderSpot(saved, THEME_TOGGLE_SIZE, self);
  const [dragging, setDragging] = useState<ButtonPosition | null>(null);
  const land = (wanted: ButtonPosition) => {
    const free = headerSpotNear(wanted, THEME_TOGGLE_SIZE, self.current);
    if (free) setButtonPosition(free);
  };
  const drag = useDragPosition(THEME_TOGGLE_SIZE, setDragging, (position) => {
    setDragging(null);
    land(position);
  });
  const position = dragging ?? spot;
  const moveByKey = (event: KeyboardEvent<HTMLElement>) => {
    const step = ARROWS[event.key];
    if (!step || !event.shiftKey) return;
    event.preventDefault();
    const box = event.currentTarget.getBoundingClientRect();
    land({ x: box.left + step[0] * KEY_STEP_PX, y: box.top + step[1] * KEY_STEP_PX });
  };
  return (
    // The dock keeps its place in the header while the toggle sits elsewhere.
    <Box sx={{ width: THEME_TOGGLE_SIZE, height: THEME_TOGGLE_SIZE, flexShrink: 0 }}>
      <Fab
        ref={self}
        size="small"
        aria-label={a11yLabels.toggleTheme}
        aria-pressed={mode === 'dark'}
        title={a11yLabels.themeToggleHint}
        onPointerDown={drag.onPointerDown}
        onPointerMove={drag.onPointerMove}
        onPointerUp={drag.onPointerUp}
        onKeyDown={moveByKey}
        onClick={() => !drag.wasDragged() && setTheme(mode === 'dark' ? 'light' : 'dark')}
        sx={{
          boxShadow: 'none',
          touchAction: 'none',
          ...(position && { position: 'fixed', left: position.x, top: position.y, zIndex: (theme) => theme.zIndex.speedDial }),
        }}
      >
        {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
      </Fab>
    </Box>
  );
}
