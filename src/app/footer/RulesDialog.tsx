import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { shellTexts } from '../../../contract/shellTexts';
import { strings } from '../../../contract/strings';
import { DialogCloseButton } from '../../components/DialogCloseButton';

const TITLE_ID = 'rules-title';

/** SHELL-44 CONST-23..29: every rule group; OK closes the modal. */
export default function RulesDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} scroll="paper" fullWidth maxWidth="md" aria-labelledby={TITLE_ID}>
      <DialogTitle id={TITLE_ID} sx={{ pr: 6 }}>
        {strings.rules}
      </DialogTitle>
      <DialogCloseButton onClose={onClose} />
      <DialogContent dividers>
        {shellTexts.rulesGroups.map((group) => (
          <section key={group.title}>
            <Typography variant="h6" component="h3" sx={{ mt: 1 }}>
              {group.title}
            </Typography>
            <ul style={{ marginTop: 4, paddingLeft: 20 }}>
              {group.items.map((item) => (
                <Typography key={item} component="li" variant="body2" sx={{ mb: 0.75, lineHeight: 1.6 }}>
                  {item}
                </Typography>
              ))}
            </ul>
          </section>
        ))}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {strings.ok}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
