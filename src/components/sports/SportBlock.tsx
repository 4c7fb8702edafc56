import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import styled from '@emotion/styled';
import { useState } from 'react';
import { strings } from '../../../contract/strings';
import type { Match } from '../../../contract/sports';
import { themedCss } from '../themedCss';
import { MatchRow } from './MatchRow';
import { SportIcon } from './SportIcon';

const columnHeads = ['1', strings.drawColumn, '2'];

// An outlined paper with a full-width toggle on top; each part styled once per theme (the home lists show several).
const Block = styled.div(
  themedCss((theme) => ({
    overflow: 'hidden',
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
  })),
);

const Toggle = styled.button(
  themedCss((theme) => ({
    width: '100%',
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'center',
    gap: theme.spacing(1),
    margin: 0,
    padding: theme.spacing(1, 2),
    border: 0,
    backgroundColor: theme.palette.action.selected,
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
    '& > svg:last-of-type': { transition: 'transform 200ms' },
    '&[aria-expanded="true"] > svg:last-of-type': { transform: 'rotate(180deg)' },
    [theme.breakpoints.up('md')]: { gridTemplateColumns: 'auto 1fr 360px auto' },
  })),
);

const Name = styled.h3(
  themedCss((theme) => ({
    margin: 0,
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.body1.fontSize,
    lineHeight: theme.typography.body1.lineHeight,
    letterSpacing: theme.typography.body1.letterSpacing,
    fontWeight: 700,
    textAlign: 'left',
    '& > span': { color: theme.palette.text.secondary, fontWeight: 500 },
  })),
);

const ColumnHeads = styled.div(
  themedCss((theme) => ({
    display: 'none',
    gridTemplateColumns: 'repeat(3, 1fr)',
    textAlign: 'center',
    fontSize: 12,
    fontWeight: 700,
    color: theme.palette.text.secondary,
    [theme.breakpoints.up('md')]: { display: 'grid' },
  })),
);

/** The rows fold away as MUI's Collapse does (height to 0, then hidden from the keyboard and assistive tech). */
const Rows = styled.div({
  display: 'grid',
  gridTemplateRows: '1fr',
  transition: 'grid-template-rows 200ms, visibility 200ms',
  '& > div': { minHeight: 0, overflow: 'hidden' },
  '&[data-closed]': { gridTemplateRows: '0fr', visibility: 'hidden' },
});

/** HOME-06: one collapsible block per sport: its name, how many matches, then the match rows. */
interface Props {
  eventId: number;
  name: string;
  /** The rows rendered so far (the first screen's first, SportBlocks). */
  matches: Match[];
  /** How many matches the sport has in the list. */
  count: number;
  nowMs: number;
}

export function SportBlock({ eventId, name, matches, count, nowMs }: Props) {
  const [open, setOpen] = useState(true);
  return (
    <Block>
      <Toggle type="button" onClick={() => setOpen((was) => !was)} aria-expanded={open}>
        <SportIcon eventId={eventId} active fontSize="small" color="primary" />
        <Name>
          {name} <span>({count})</span>
        </Name>
        <ColumnHeads>
          {columnHeads.map((head) => (
            <span key={head}>{head}</span>
          ))}
        </ColumnHeads>
        <ExpandMoreRoundedIcon />
      </Toggle>
      <Rows data-closed={open ? undefined : ''}>
        <div>
          {matches.map((match) => (
            <MatchRow key={match.matchId} match={match} nowMs={nowMs} />
          ))}
        </div>
      </Rows>
    </Block>
  );
}
