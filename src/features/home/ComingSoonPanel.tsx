import HourglassEmptyRoundedIcon from '@mui/icons-material/HourglassEmptyRounded';
import Typography from '@mui/material/Typography';
import { strings } from '../../../contract/strings';
import { TabNotice } from './TabNotice';

/** OPEN-038: the Vimaan and Tips & Previews tabs have no content yet. */
export function ComingSoonPanel({ title }: { title: string }) {
  return (
    <TabNotice icon={<HourglassEmptyRoundedIcon color="primary" sx={{ fontSize: 40 }} />} title={title}>
      <Typography color="text.secondary">{strings.comingSoon}</Typography>
    </TabNotice>
  );
}
