import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import Fab from '@mui/material/Fab';
import { useTheme } from '@mui/material/styles';
import { useObservableEagerState } from 'observable-hooks';
import { useState, type KeyboardEvent } from 'react';
import { buttonPosition$, setButtonPosition, setTheme, type ButtonPosition } from '../../../streams/state/theme';
import { a11yLabels } from '../../components/a11yLabels';
import { clampToViewport, useDragPosition } from './useDragPosition';

const SIZE = 48;
const KEY_STEP_PX = 16;
const ARROWS: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

/**
 * SHELL-43 STATE-06 STATE-07: a floating light/dark switch that can be dragged (or moved with Shift + arrow
 * keys); its theme and position are remembered. The shell hides it when the domain forces dark mode (DOM-08).
 */
export function ThemeToggle({ defaultBottom }: { defaultBottom: number }) {
  const mode = useTheme().palette.mode;
  const saved = useObservableEagerState(buttonPosition$);
  const [dragging, setDragging] = useState<ButtonPosition | null>(null);
  const drag = useDragPosition(SIZE, setDragging, (position) => {
    setDragging(null);
    setButtonPosition(position);
  });
  const position = dragging ?? (saved ? clampToViewport(saved, SIZE) : null);
  const moveByKey = (event: KeyboardEvent<HTMLElement>) => {
    const step = ARROWS[event.key];
    if (!step || !event.shiftKey) return;
    event.preventDefault();
    const box = event.currentTarget.getBoundingClientRect();
    setButtonPosition(clampToViewport({ x: box.left + step[0] * KEY_STEP_PX, y: box.top + step[1] * KEY_STEP_PX }, SIZE));
  };
  return (
    <Fab
      size="medium"
      color="primary"
      aria-label={a11yLabels.toggleTheme}
      aria-pressed={mode === 'dark'}
      title={a11yLabels.themeToggleHint}
      onPointerDown={drag.onPointerDown}
      onPointerMove={drag.onPointerMove}
      onPointerUp={drag.onPointerUp}
      onKeyDown={moveByKey}
      onClick={() => !drag.wasDragged() && setTheme(mode === 'dark' ? 'light' : 'dark')}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.speedDial,
        touchAction: 'none',
        ...(position ? { left: position.x, top: position.y } : { right: 16, bottom: defaultBottom }),
      }}
    >
      {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
    </Fab>
  );
}
