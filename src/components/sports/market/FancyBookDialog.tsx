import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useObservableState } from 'observable-hooks';
import { strings } from '../../../../contract/strings';
import { fancyBook } from '../../../../streams/sports/fancyBook';
import { getBetDetails$ } from '../../../../streams/sports/getBetDetails$';
import { formatAmount } from '../../formatAmount';

interface Props {
  open: boolean;
  onClose: () => void;
  matchId: string;
  marketId: string;
  selectionId: number;
  name: string;
}

/** MKT-16 OPEN-045: the user's position at every run from the lowest line − 1 to the highest + 1. */
export function FancyBookDialog({ open, onClose, matchId, marketId, selectionId, name }: Props) {
  const bets = useObservableState(getBetDetails$(matchId), []);
  const rows = fancyBook(bets.filter((bet) => bet.marketId === marketId && bet.selectionId === selectionId));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>
        {strings.book} · {name}
      </DialogTitle>
      <DialogContent>
        {rows.length === 0 ? (
          <Typography color="text.secondary">{strings.noDataFound}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{strings.run}</TableCell>
                <TableCell align="right">{strings.position}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.run}>
                  <TableCell>{row.run}</TableCell>
                  <TableCell align="right" sx={{ color: row.position >= 0 ? 'success.main' : 'error.main', fontWeight: 700 }}>
                    {formatAmount(row.position)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
    </Dialog>
  );
}
