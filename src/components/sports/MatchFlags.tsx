import { css } from '@emotion/react';
import styled from '@emotion/styled';
import LiveTvRoundedIcon from '@mui/icons-material/LiveTvRounded';
import { strings } from '../../../contract/strings';
import type { Match } from '../../../contract/sports';
import { themedCss } from '../themedCss';
import { sportsLabels } from './sportsLabels';

// Every list row has one: styled once.
const Flags = styled.span(
  themedCss((theme) => ({
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    flexShrink: 0,
    '& > svg': { fontSize: 16, color: theme.palette.success.main },
  })),
);

const Badge = styled.span(
  css({
    paddingLeft: 4,
    paddingRight: 4,
    borderRadius: 4,
    fontSize: 10,
    fontWeight: 800,
    lineHeight: '16px',
    color: '#fff',
    backgroundColor: '#0a7cab',
    '&[data-flag="fancy"]': { backgroundColor: '#a05a00' },
  }),
);

/** OPEN-041: small markers for the match flags — live TV, bookmaker (BM) and fancy (F). */
export function MatchFlags({ match }: { match: Pick<Match, 'tv' | 'bm' | 'fancy'> }) {
  return (
    <Flags>
      {match.tv && <LiveTvRoundedIcon aria-label={sportsLabels.tvFlag} />}
      {match.bm && <Badge aria-label={sportsLabels.bookmakerFlag}>{strings.bmFlag}</Badge>}
      {match.fancy && (
        <Badge aria-label={sportsLabels.fancyFlag} data-flag="fancy">
          {strings.fancyFlag}
        </Badge>
      )}
    </Flags>
  );
}
