import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { cardRankOf } from '../../../../streams/casino/boardLayout';
import { PlayingCard } from './PlayingCard';

/** CAS-L7B-02: a selection named after a card shows that card; any other shows its name. */
export function RunnerLabel({ name, cardWidth = 30 }: { name: string; cardWidth?: number }) {
  const rank = cardRankOf(name);
  if (rank) {
    return (
      <Box title={name} aria-label={name} sx={{ display: 'flex', justifyContent: 'center' }}>
        <PlayingCard code={`${rank}SS`} width={cardWidth} />
      </Box>
    );
  }
  return <Typography sx={{ fontWeight: 800, fontSize: 15, lineHeight: 1.2, textAlign: 'center', color: '#fff' }}>{name}</Typography>;
}
