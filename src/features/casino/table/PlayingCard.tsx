import Box from '@mui/material/Box';
import { cardImageUrl, parseCard } from '../../../../contract/cards';

/** CAS-ALL-07 OPEN-083: a card image by code; "1" (or anything not a card) is the back. */
export function PlayingCard({ code, width = 40 }: { code: string; width?: number }) {
  const faceUp = parseCard(code) !== null;
  return (
    <Box
      component="img"
      src={cardImageUrl(code)}
      alt={faceUp ? code : 'face down'}
      data-card={faceUp ? code : 'back'}
      sx={{ width, height: width * 1.4, display: 'block', borderRadius: `${width / 12}px`, boxShadow: 2 }}
    />
  );
}
