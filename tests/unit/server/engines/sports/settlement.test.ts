import { describe, expect, it } from 'vitest';
import { newInnings, type CricketGame, type Innings } from '../../../../../server/engines/sports/cricket';
import type { LiveMatch } from '../../../../../server/engines/sports/liveMatch';
import { decidedFancy, matchResults } from '../../../../../server/engines/sports/matchMarkets';

/**
 * Settlement checked against innings written out ball by ball, with every settled figure worked out by hand in
 * the comments. The scorer below is the test's own: labels as the scoreboard writes them ("0" "1" "4" "6" "W"
 * "Wd" "Nb"); a wide or no-ball is one extra run and no legal ball; a wicket is a legal ball without a run.
 */
function inningsOf(team: 0 | 1, overs: string[]): Innings {
  const innings = newInnings(team);
  for (const label of overs.join(' ').split(' ')) {
    if (label === 'Wd' || label === 'Nb') {
      innings.runs += 1;
      innings.extras += 1;
      continue;
    }
    innings.balls += 1;
    if (label === 'W') {
      innings.wickets += 1;
      innings.fallOfWickets.push(innings.runs);
    } else {
      innings.runs += Number(label);
      if (label === '4') innings.fours += 1;
      if (label === '6') innings.sixes += 1;
    }
    if (label === '0' || label === 'W') innings.dots += 1;
    if (innings.balls % 6 === 0) {
      innings.overRuns.push(innings.runs);
      innings.overDots.push(innings.dots);
    }
  }
  return innings;
}

const SINGLES = '1 1 1 1 1 1';
const SIX_AND_SINGLES = '6 1 1 1 1 1';

/**
 * Over by over (runs in the over → total; dots are legal balls without a run, wickets included):
 *  1  0 0 4 1 0 W        5 →   5  dots 4, 1st wkt falls at 5
 *  2  1 Wd 1 0 6 0 1    10 →  15  dots 2, 1 extra
 *  3  0 0 0 0 0 0        0 →  15  dots 6
 *  4  4 4 W 1 1 1       11 →  26  dots 1, 2nd wkt falls at 15 + 8 = 23
 *  5  1 1 1 1 1 1        6 →  32
 *  6  0 1 Nb 2 0 0 1     5 →  37  dots 3, 1 extra     powerplay dot balls 4+2+6+1+0+3 = 16; 6 overs 37
 *  7-10 singles       4×6 →  61                      10 overs 61
 * 11  1 1 W 1 1 1        5 →  66  3rd wkt falls at 61 + 2 = 63
 * 12-15 singles       4×6 →  90                      15 overs 90
 * 16-20 6 1 1 1 1 1  5×11 → 145                      20 overs 145, 3 wickets down
 * Partnerships: 1st 5, 2nd 23 − 5 = 18, 3rd 63 − 23 = 40, 4th unbroken 145 − 63 = 82 (not the total, 145).
 * Boundaries: fours 1 + 2 = 3, sixes 1 + 5 = 6 → 9. Extras 2.
 */
const FIRST_TWENTY = [
  '0 0 4 1 0 W',
  '1 Wd 1 0 6 0 1',
  '0 0 0 0 0 0',
  '4 4 W 1 1 1',
  SINGLES,
  '0 1 Nb 2 0 0 1',
  SINGLES,
  SINGLES,
  SINGLES,
  SINGLES,
  '1 1 W 1 1 1',
  SINGLES,
  SINGLES,
  SINGLES,
  SINGLES,
  SIX_AND_SINGLES,
  SIX_AND_SINGLES,
  SIX_AND_SINGLES,
  SIX_AND_SINGLES,
];
const INNINGS_OF_145 = [...FIRST_TWENTY, SIX_AND_SINGLES];
/**
 * The chase of 146: the same 19 overs (145 − 11 = 134), then 6 6 in the 20th: 146 off 19.2 overs, target reached.
 * 15 overs 90; the 20-over line settles at the total 146; 4th wkt partnership 146 − 63 = 83; boundaries: 3 fours
 * and 1 + 4 + 2 = 7 sixes → 10.
 */
const CHASE_OF_146 = [...FIRST_TWENTY, '6 6'];

const MATCH_MARKET = '4-comp-m1';
const TIE_YES = 30_246;
const TIE_NO = 30_247;

function matchOf(second: string[], winner: 0 | 1 | null): LiveMatch {
  const game: CricketGame = { innings: [inningsOf(0, INNINGS_OF_145), inningsOf(1, second)], recent: [], finished: true, winner };
  const def = {
    sportId: 4,
    competitionId: 'comp',
    matchId: 'm1',
    sides: [
      { selectionId: 501, name: 'Alpha', short: 'ALP', strength: 1 },
      { selectionId: 502, name: 'Beta', short: 'BET', strength: 1 },
    ],
    marketIds: { matchOdds: 'mo', tiedMatch: 'tied', bookmaker: 'bm' },
  };
  return { def, sim: { view: () => ({ sport: 'cricket', game }), winner: () => winner } } as unknown as LiveMatch;
}

const line = (selectionId: number) => `${MATCH_MARKET}:${selectionId}`;

describe('settlement against hand-worked innings', () => {
  it('SRV-35 first innings: 6-, 10-, 15- and 20-over runs, powerplay dots, fall of wickets and partnerships as worked out', () => {
    const decided = decidedFancy(matchOf(INNINGS_OF_145, null));
    expect(decided.get(line(1006))).toBe(37);
    expect(decided.get(line(1010))).toBe(61);
    expect(decided.get(line(1015))).toBe(90);
    expect(decided.get(line(1020))).toBe(145);
    expect(decided.get(line(1302))).toBe(16);
    // Fall of the 1st, 2nd, 3rd wicket; the 4th never fell: its line settles at the innings' end, 145.
    expect([1101, 1102, 1103, 1104].map((id) => decided.get(line(id)))).toEqual([5, 23, 63, 145]);
    // Partnerships: what each pair added, the unbroken 4th included (82, not the total).
    expect([1201, 1202, 1203, 1204].map((id) => decided.get(line(id)))).toEqual([5, 18, 40, 82]);
    expect(decided.get(line(1300))).toBe(9);
    expect(decided.get(line(1301))).toBe(2);
  });

  it('SRV-35 a chase that ends mid-over: lines not yet reached settle at the total, the unbroken partnership at what the pair added', () => {
    const decided = decidedFancy(matchOf(CHASE_OF_146, 1));
    expect(decided.get(line(2006))).toBe(37);
    expect(decided.get(line(2010))).toBe(61);
    expect(decided.get(line(2015))).toBe(90);
    expect(decided.get(line(2020))).toBe(146);
    expect(decided.get(line(2302))).toBe(16);
    expect([2201, 2202, 2203, 2204].map((id) => decided.get(line(id)))).toEqual([5, 18, 40, 83]);
    expect(decided.get(line(2104))).toBe(146);
    expect(decided.get(line(2300))).toBe(10);
  });

  it('SRV-35 Tied Match: Yes when both innings make 145 (Match Odds and Bookmaker void), No when the chase wins', () => {
    const tied = matchResults(matchOf(INNINGS_OF_145, null));
    expect(tied.get('tied')).toEqual({ kind: 'winner', selectionId: TIE_YES });
    expect(tied.get('mo')).toEqual({ kind: 'void' });
    expect(tied.get('bm')).toEqual({ kind: 'void' });

    const won = matchResults(matchOf(CHASE_OF_146, 1));
    expect(won.get('tied')).toEqual({ kind: 'winner', selectionId: TIE_NO });
    expect(won.get('mo')).toEqual({ kind: 'winner', selectionId: 502 });
    expect(won.get('bm')).toEqual({ kind: 'winner', selectionId: 502 });
  });
});
