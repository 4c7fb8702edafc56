import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { CasinoRunner } from '../../../../contract/casino';
import { strings } from '../../../../contract/strings';
import { runnerName } from '../../../../streams/casino/boardLayout';
import { DialogCloseButton } from './DialogCloseButton';

interface RulesDialogProps {
  title: string;
  rules: readonly string[];
  runners: readonly CasinoRunner[];
  onClose: () => void;
}

/** The table's exact rules, and every bet with the rate the table offers now. */
export function RulesDialog({ title, rules, runners, onClose }: RulesDialogProps) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="casino-rules-title">
      <DialogTitle id="casino-rules-title" sx={{ fontWeight: 800, pr: 6 }}>
        {title} · {strings.casinoRulesButton}
      </DialogTitle>
      <DialogCloseButton onClose={onClose} />
      <DialogContent dividers>
        {rules.map((paragraph) => (
          <Typography key={paragraph} sx={{ mb: 1.5 }}>
            {paragraph}
          </Typography>
        ))}
        <Typography component="h3" sx={{ fontWeight: 800, mt: 2, mb: 1 }}>
          {strings.casinoRulesRates}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 3, rowGap: 0.5, m: 0 }}>
          {runners.map((runner) => (
            <Box key={runner.sid} sx={{ display: 'contents' }}>
              <Box component="dt">{runnerName(runner)}</Box>
              <Box component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
                {runner.rate}
                {runner.layRate !== undefined && ` · ${strings.lay} ${runner.layRate}`}
              </Box>
            </Box>
          ))}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
