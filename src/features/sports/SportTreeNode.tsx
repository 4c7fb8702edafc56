import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useState, type ReactNode } from 'react';

interface Props {
  label: string;
  icon?: ReactNode;
  depth: number;
  /** Rendered only once the node is opened, so its data is fetched only then. */
  children: () => ReactNode;
}

/** One expandable level of the All Sports tree (HOME-17). */
export function SportTreeNode({ label, icon, depth, children }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ListItemButton
        onClick={() => setOpen((was) => !was)}
        aria-expanded={open}
        sx={{ pl: 2 + depth * 2.5, borderTop: 1, borderColor: 'divider' }}
      >
        {icon && <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>}
        <ListItemText primary={label} slotProps={{ primary: { fontWeight: depth === 0 ? 700 : 600 } }} />
        <ExpandMoreRoundedIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 200ms' }} />
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List component="div" role="group" aria-label={label} disablePadding>
          {children()}
        </List>
      </Collapse>
    </>
  );
}
