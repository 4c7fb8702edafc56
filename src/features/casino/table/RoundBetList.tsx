import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ExistingBet } from '../../../../contract/bets';
import { strings } from '../../../../contract/strings';
import { formatAmount } from '../../../components/formatAmount';
import { priceColors } from '../../../components/sports/priceColors';

const cell = { color: '#fff', borderColor: 'rgba(255,255,255,0.12)', py: 0.75 } as const;

/** CAS-ALL-11 CAS-ALL-12: the user's bets of the current round. */
export function RoundBetList({ bets }: { bets: readonly ExistingBet[] }) {
  return (
    <Box sx={{ bgcolor: 'rgba(0,0,0,0.35)', borderRadius: 2, px: 1.5, py: 1 }}>
      <Typography component="h2" sx={{ color: '#fff', fontWeight: 800, fontSize: 14, mb: 0.5 }}>
        {strings.myRoundBets}
      </Typography>
      {bets.length === 0 ? (
        <Typography sx={{ color: 'rgba(255,255,255,0.6)', fontSize: 13 }}>{strings.noRoundBets}</Typography>
      ) : (
        <Table size="small" aria-label={strings.myRoundBets}>
          <TableHead>
            <TableRow>
              <TableCell sx={cell}>{strings.selection}</TableCell>
              <TableCell sx={cell} align="right">
                {strings.rate}
              </TableCell>
              <TableCell sx={cell} align="right">
                {strings.stake}
              </TableCell>
              <TableCell sx={cell} align="right">
                {strings.profit}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {bets.map((bet, index) => (
              <TableRow key={`${bet.marketId}-${bet.selectionId}-${bet.placeTime}-${index}`}>
                <TableCell sx={cell}>
                  {bet.selection}
                  {bet.type === 'lay' && (
                    <Box
                      component="span"
                      sx={{
                        ml: 0.75,
                        px: 0.5,
                        borderRadius: 0.5,
                        fontSize: 11,
                        fontWeight: 800,
                        whiteSpace: 'nowrap',
                        color: priceColors.text,
                        bgcolor: priceColors.lay,
                      }}
                    >
                      {strings.lay}
                    </Box>
                  )}
                </TableCell>
                <TableCell sx={cell} align="right">
                  {bet.price}
                </TableCell>
                <TableCell sx={cell} align="right">
                  {formatAmount(bet.stake)}
                </TableCell>
                <TableCell sx={{ ...cell, color: '#69f0ae' }} align="right">
                  {formatAmount(bet.favourMargin)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
