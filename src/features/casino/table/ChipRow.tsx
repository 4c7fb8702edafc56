import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useObservableEagerState } from 'observable-hooks';
import { strings } from '../../../../contract/strings';
import { formatStakeLabel } from '../../../../streams/rules/stake';
import { stakesStore } from '../../../../streams/state/slices/stakes';

/** CAS-ALL-25 CONST-09: four chip images, cycling by position. */
export const chipImage = (index: number) => `/chips/chip-${index % 4}.svg`;

interface ChipRowProps {
  chip: number | null;
  onChange: (chip: number | null) => void;
}

/** CAS-ALL-21 OPEN-081: the stake presets as chips; tapping the chosen chip again deselects it. */
export function ChipRow({ chip, onChange }: ChipRowProps) {
  const { presets } = useObservableEagerState(stakesStore.state$);
  return (
    <Box sx={{ bgcolor: 'rgba(0,0,0,0.35)', borderRadius: 2, px: 1.5, py: 1 }}>
      <Typography sx={{ color: 'rgba(255,255,255,0.8)', fontSize: 13, mb: 1 }}>{strings.chooseChip}</Typography>
      <Stack direction="row" role="group" aria-label={strings.chips} sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        {presets.map(({ id, stakeValue }, index) => {
          const chosen = chip === stakeValue;
          return (
            <ButtonBase
              key={id}
              aria-pressed={chosen}
              aria-label={String(stakeValue)}
              onClick={() => onChange(chosen ? null : stakeValue)}
              sx={{
                width: 56,
                height: 56,
                borderRadius: '50%',
                backgroundImage: `url(${chipImage(index)})`,
                backgroundSize: 'cover',
                color: '#fff',
                fontWeight: 800,
                fontSize: 13,
                textShadow: '0 1px 2px rgba(0,0,0,0.8)',
                transform: chosen ? 'translateY(-6px) scale(1.08)' : 'none',
                boxShadow: chosen ? '0 0 0 3px #ffd54f, 0 6px 12px rgba(0,0,0,0.5)' : '0 2px 4px rgba(0,0,0,0.5)',
                transition: 'transform 120ms, box-shadow 120ms',
              }}
            >
              {formatStakeLabel(stakeValue)}
            </ButtonBase>
          );
        })}
      </Stack>
    </Box>
  );
}
