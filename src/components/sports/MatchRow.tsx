import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { memo } from 'react';
import { Link } from '../RouterLink';
import type { Match } from '../../../contract/sports';
import { isInPlay } from '../../../streams/sports/groupMatches';
import { matchLink } from '../../../streams/sports/matchLink';
import { themedCss } from '../themedCss';
import { listColumns } from './listPrices';
import { MatchFlags } from './MatchFlags';
import { MatchTime } from './MatchTime';
import { PriceCell } from './PriceCell';
import { sportsLabels } from './sportsLabels';

// The home lists show many rows and re-render them as prices move: each part is styled once per theme, not per row.
const Row = styled.div(
  themedCss((theme) => ({
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: theme.spacing(0.75),
    alignItems: 'center',
    padding: theme.spacing(1, 1.5),
    borderTop: `1px solid ${theme.palette.divider}`,
    '&:hover': { backgroundColor: theme.palette.action.hover },
    [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(2), paddingRight: theme.spacing(2) },
    [theme.breakpoints.up('md')]: { gridTemplateColumns: 'minmax(0, 1fr) 360px', gap: theme.spacing(2) },
  })),
);

const Heading = styled.div(themedCss((theme) => ({ minWidth: 0, display: 'flex', alignItems: 'center', gap: theme.spacing(1.5) })));

const TimeSlot = styled.div(css({ width: 76, flexShrink: 0 }));

const Name = styled(Link)(
  themedCss((theme) => ({
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.body1.fontSize,
    lineHeight: theme.typography.body1.lineHeight,
    letterSpacing: theme.typography.body1.letterSpacing,
    flex: 1,
    minWidth: 0,
    overflowWrap: 'anywhere',
    fontWeight: 600,
    color: theme.palette.text.primary,
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
  })),
);

/** Six cells — back and lay for 1, X and 2 — in pairs with a small gap between the pairs. */
const Prices = styled.div(
  css({
    display: 'grid',
    gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
    columnGap: 2,
    '& > :nth-of-type(2n)': { marginRight: 6 },
    '& > :last-of-type': { marginRight: 0 },
  }),
);

/** HOME-18 OPEN-034 OPEN-041: one match — link to its page (the name wraps, never cut), start or in-play, flags, and 1 / X / 2 level-1 prices. */
export const MatchRow = memo(function MatchRow({ match, nowMs }: { match: Match; nowMs: number }) {
  const columns = listColumns(match);
  return (
    <Row>
      <Heading>
        <TimeSlot>
          <MatchTime openDate={match.openDate} inPlay={isInPlay(match)} nowMs={nowMs} />
        </TimeSlot>
        <Name to={matchLink(match)}>{match.eventName}</Name>
        <MatchFlags match={match} />
      </Heading>
      <Prices>
        {columns.flatMap((runner, index) => [
          <PriceCell
            key={`b${index}`}
            side="back"
            price={runner?.back}
            label={sportsLabels.price('back', runner?.runner ?? `${index + 1}`)}
          />,
          <PriceCell
            key={`l${index}`}
            side="lay"
            price={runner?.lay}
            label={sportsLabels.price('lay', runner?.runner ?? `${index + 1}`)}
          />,
        ])}
      </Prices>
    </Row>
  );
});
