import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { sliceBySizes } from '../../../../streams/casino/boardLayout';
import type { CasinoTable } from '../../../../streams/casino/tables';
import { PlayingCard } from './PlayingCard';

const CARD_WIDTH = 56;

interface RoundCardsProps {
  cards: readonly string[];
  /** The table's hands, in the order of the cards; absent: one row. */
  hands: CasinoTable['resultHands'];
}

function CardRow({ codes }: { codes: readonly string[] }) {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {codes.map((code, index) => (
        <PlayingCard key={index} code={code} width={CARD_WIDTH} />
      ))}
    </Stack>
  );
}

/** CAS-ALL-05: a past round's cards, in one row, or hand by hand under each hand's name (20-20 Poker). */
export function RoundCards({ cards, hands }: RoundCardsProps) {
  const runs = hands
    ? sliceBySizes(
        cards,
        hands.map((hand) => hand.cards),
      )
    : [cards];
  return (
    <Box sx={{ my: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }} aria-label="Cards">
      {runs.map((run, index) => {
        const label = hands?.[index]?.label;
        return (
          <Box key={label ?? index}>
            {label && <Typography sx={{ fontWeight: 700, fontSize: 13, mb: 0.5 }}>{label}</Typography>}
            <CardRow codes={run} />
          </Box>
        );
      })}
    </Box>
  );
}
