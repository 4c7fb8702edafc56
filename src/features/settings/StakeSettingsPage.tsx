import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useObservableEagerState } from 'observable-hooks';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { strings } from '../../../contract/strings';
import { saveStakes } from '../../../streams/stakes/saveStakes';
import { stakePresets$ } from '../../../streams/stakes/stakePresets$';
import { a11yLabels } from '../../components/a11yLabels';
import { CashOutSetting } from './CashOutSetting';
import { StakeField } from './StakeField';
import { parseStakeInputs } from './stakeInputs';

/** PROF-09..11 OPEN-111..113: the eight presets; Save keeps them locally and on the server, then closes. Below, the cash-out confirmation. */
export function StakeSettingsPage() {
  const presets = useObservableEagerState(stakePresets$);
  const navigate = useNavigate();
  // Opened straight from a link or bookmark there is no page of ours to go back to: close to home instead.
  const openedFirst = useLocation().key === 'default';
  // The presets saved on the server may arrive after the page opened (OPEN-111): shown until the bettor types.
  const [typed, setTyped] = useState<string[] | null>(null);
  const inputs = typed ?? presets.map((preset) => String(preset.stakeValue));
  const [busy, setBusy] = useState(false);
  const parsed = parseStakeInputs(inputs);
  const close = () => void (openedFirst ? navigate('/', { replace: true }) : navigate(-1));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.valid) return;
    setBusy(true);
    const ok = await saveStakes(parsed.values);
    setBusy(false);
    if (ok) close();
  };
  return (
    <Paper
      component="form"
      variant="outlined"
      onSubmit={(event) => void submit(event)}
      sx={{ maxWidth: 720, mx: 'auto', p: { xs: 2, sm: 3 }, position: 'relative' }}
    >
      <Typography variant="h5" component="h1" fontWeight={700} sx={{ mb: 2 }}>
        {strings.stakeSettings}
      </Typography>
      <IconButton aria-label={a11yLabels.close} onClick={close} sx={{ position: 'absolute', top: 12, right: 12 }}>
        <CloseIcon />
      </IconButton>
      <Stack direction="row" useFlexGap flexWrap="wrap" gap={2}>
        {inputs.map((input, index) => (
          <StakeField
            key={index}
            position={index + 1}
            input={input}
            invalid={parsed.invalid[index] ?? false}
            onChange={(next) => setTyped(inputs.map((value, at) => (at === index ? next : value)))}
          />
        ))}
      </Stack>
      <Divider sx={{ my: 3 }} />
      <CashOutSetting />
      <Button type="submit" variant="contained" size="large" disabled={!parsed.valid || busy} sx={{ mt: 3, minWidth: 160 }}>
        {strings.save}
      </Button>
    </Paper>
  );
}
