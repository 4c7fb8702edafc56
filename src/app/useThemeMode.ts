import { useObservableEagerState } from 'observable-hooks';
import type { DomainConfig } from '../../contract/domain';
import { theme$ } from '../../streams/state/theme';
import type { ThemeMode } from '../theme/brandTokens';

/** OPEN-026: defaultDarkMode forces dark and ignores the stored choice; otherwise the 'theme' key decides. */
export function useThemeMode(config: DomainConfig | undefined): ThemeMode {
  const stored = useObservableEagerState(theme$);
  return config?.defaultDarkMode ? 'dark' : stored;
}
