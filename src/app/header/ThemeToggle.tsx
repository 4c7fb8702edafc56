import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import { setTheme } from '../../../streams/state/theme';
import { a11yLabels } from '../../components/a11yLabels';

/** Light/dark switch (STATE-06); the shell hides it when the domain forces dark mode (DOM-08). */
export function ThemeToggle() {
  const mode = useTheme().palette.mode;
  return (
    <IconButton
      color="inherit"
      aria-label={a11yLabels.toggleTheme}
      onClick={() => setTheme(mode === 'dark' ? 'light' : 'dark')}
    >
      {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}
