import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { strings } from '../../../contract/strings';
import { LOBBY_PROVIDERS, type LobbyProvider } from '../../../streams/casino/lobby';

/** LOBBY-02: the ten provider tabs, in order. */
export function ProviderTabs({ value, onChange }: { value: LobbyProvider; onChange: (provider: LobbyProvider) => void }) {
  return (
    <Tabs
      value={value}
      onChange={(_, provider: LobbyProvider) => onChange(provider)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={strings.liveCasino}
      sx={{
        bgcolor: 'primary.main',
        borderRadius: 2,
        '& .MuiTab-root': { color: 'primary.contrastText', opacity: 0.75, fontWeight: 700, minHeight: 48 },
        '& .MuiTab-root.Mui-selected': { color: 'primary.contrastText', opacity: 1 },
        '& .MuiTabs-indicator': { bgcolor: 'secondary.main', height: 3 },
        '& .MuiTabs-scrollButtons': { color: 'primary.contrastText' },
      }}
    >
      {LOBBY_PROVIDERS.map((provider) => (
        <Tab key={provider} value={provider} label={provider} />
      ))}
    </Tabs>
  );
}
