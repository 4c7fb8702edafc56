import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useId, useState, type ReactNode } from 'react';

/** A list row that opens to show its children (mounted only while open, so nothing is fetched before). */
export function ExpandableRow({ label, depth, children }: { label: string; depth: number; children: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <>
      <ListItemButton aria-expanded={open} aria-controls={regionId} onClick={() => setOpen(!open)} sx={{ pl: 2 + depth * 2 }}>
        <ListItemText primary={label} slotProps={{ primary: { fontWeight: depth === 0 ? 700 : 500 } }} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} id={regionId} unmountOnExit>
        {children()}
      </Collapse>
    </>
  );
}
