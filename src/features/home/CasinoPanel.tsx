import CasinoRoundedIcon from '@mui/icons-material/CasinoRounded';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { TabNotice } from './TabNotice';

/** HOME-03: the Casino tab leads to the casino lobby. */
export function CasinoPanel({ name }: { name: string }) {
  return (
    <TabNotice icon={<CasinoRoundedIcon color="primary" sx={{ fontSize: 44 }} />} title={name}>
      <Button component={Link} to="/casino" variant="contained" size="large">
        {name}
      </Button>
    </TabNotice>
  );
}
