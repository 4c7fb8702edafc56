import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useObservableState } from 'observable-hooks';
import { useState } from 'react';
import { casinoList$ } from '../../../streams/casino/casinoList$';
import { lobbyItems, LOBBY_PROVIDERS, type LobbyProvider } from '../../../streams/casino/lobby';
import { useDomainConfig } from '../useDomainConfig';
import { LobbyCard } from './LobbyCard';
import { LOBBY_LAYOUTS } from './lobbyLayouts';
import { ProviderTabs } from './ProviderTabs';
import { useOpenLobbyItem } from './useOpenLobbyItem';

/** LOBBY-01..09: the provider tabs and the chosen provider's cards in the domain's layout (the lobby page, the home Casino tab). */
export function CasinoLobby() {
  const config = useDomainConfig();
  const list = useObservableState(casinoList$)?.data ?? [];
  const [provider, setProvider] = useState<LobbyProvider>(LOBBY_PROVIDERS[0] as LobbyProvider);
  const open = useOpenLobbyItem();
  if (!config) return null;
  const layout = config.layout;
  const items = lobbyItems(list, { layout, casinoImageKey: config.casinoImageKey, provider });
  const { columns } = LOBBY_LAYOUTS[layout];
  return (
    <Stack spacing={2} data-layout={layout}>
      <ProviderTabs value={provider} onChange={setProvider} />
      <Box
        component="ul"
        aria-label={provider}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 1.5, md: 2 },
          gridTemplateColumns: Object.fromEntries(Object.entries(columns).map(([key, count]) => [key, `repeat(${count}, 1fr)`])),
        }}
      >
        {items.map((item) => (
          <li key={item.id}>
            <LobbyCard item={item} layout={layout} onOpen={open} />
          </li>
        ))}
      </Box>
    </Stack>
  );
}
