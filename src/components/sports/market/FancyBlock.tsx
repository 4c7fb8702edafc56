import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useObservableState } from 'observable-hooks';
import { useState } from 'react';
import { strings } from '../../../../contract/strings';
import { DEFAULT_FANCY_CATEGORY, FANCY_CATEGORIES, type FancyCategory } from '../../../../streams/sports/fancyCategories';
import { getFancyLayout$ } from '../../../../streams/sports/match/fancySlices';
import { fancyTabLabel } from './fancyTabLabel';
import { FancyLineRow } from './FancyLineRow';
import { useMatchInfo } from './MatchContext';
import { MarketHeader, noYesHeads } from './MarketHeader';
import { touchMinHeight } from '../../../theme/touchTargets';

/** MKT-04 MKT-12..15: "Fancy Bet" — category tabs (default Run), then the shown lines of the chosen tab. */
export function FancyBlock() {
  const info = useMatchInfo();
  const layout = useObservableState(getFancyLayout$(info.key));
  const [category, setCategory] = useState<FancyCategory>(DEFAULT_FANCY_CATEGORY);
  if (layout === undefined || layout.length === 0) return null;
  const lines = layout.filter((line) => line.category === category);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={strings.fancyBet}
      sx={{ overflow: 'hidden', '--market-columns': 'minmax(0, 1fr) repeat(2, minmax(64px, 96px))' }}
    >
      <MarketHeader title={strings.fancyBet} heads={noYesHeads} depth={1} />
      <Tabs
        value={category}
        onChange={(_, next: FancyCategory) => setCategory(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{
          ...touchMinHeight(36),
          borderBottom: 1,
          borderColor: 'divider',
          '& .MuiTab-root': { ...touchMinHeight(36), py: 0.5, fontSize: 13 },
        }}
      >
        {FANCY_CATEGORIES.map((tab) => (
          <Tab key={tab} value={tab} label={fancyTabLabel(tab)} />
        ))}
      </Tabs>
      {lines.length === 0 ? (
        <Box sx={{ p: 2 }}>
          <Typography color="text.secondary" sx={{ fontSize: 13 }}>
            {strings.noDataFound}
          </Typography>
        </Box>
      ) : (
        lines.map((line) => <FancyLineRow key={line.selectionId} selectionId={line.selectionId} name={line.name} />)
      )}
    </Paper>
  );
}
