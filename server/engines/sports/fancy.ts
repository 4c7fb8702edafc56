import { BALLS_PER_OVER, INNINGS_BALLS, type CricketGame, type Innings } from './cricket';
import { expectedRuns, runsSpread, wicketResource } from './cricketModel';

/** The fancy tab a line belongs to (its gtype, OPEN-048). */
export type FancyGtype = 'runs' | 'wickets' | 'boundaries' | 'extras' | 'dot_balls' | 'partnerships';

/** One session line of an innings: what it is called, where it stands and, once known, its result. */
export interface FancyLine {
  selectionId: number;
  name: string;
  gtype: FancyGtype;
  /** The expected final value (the lines are priced around it). */
  projection: number;
  /** How uncertain that value still is (its standard deviation): wider uncertainty, wider rates. */
  spread: number;
  /** The settled value once the line is decided (runs, boundaries, …), else null. */
  result: number | null;
}

const SESSION_OVERS = [6, 10, 15, 20] as const;
const POWERPLAY_BALLS = 36;
const BOUNDARY_RATE = 0.19;
const EXTRAS_RATE = 0.04;
const DOT_RATE = 0.36;
/** Balls a partnership lasts on average, as wickets fall about once every 22 balls. */
const BALLS_PER_WICKET = 22;

/** Spread of a count of balls that each happen with `rate` (binomial), plus a run of slack for how the game turns. */
const countSpread = (balls: number, rate: number): number => 1 + Math.sqrt(balls * rate * (1 - rate));

const ordinal = (n: number): string => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/** Selection ids are stable per innings and line: 1st innings 1xxx, 2nd innings 2xxx. */
const idOf = (inningsIndex: number, code: number): number => (inningsIndex + 1) * 1_000 + code;

const isInningsEnded = (game: CricketGame, inningsIndex: number): boolean => game.finished || game.innings.length > inningsIndex + 1;

/**
 * The session lines of one innings (FANCY, SPEC §3): runs at the end of overs 6, 10, 15 and 20, the fall of the
 * next wicket, the current partnership, the innings' boundaries and extras, and powerplay dot balls. A line is
 * decided when its over is bowled, its wicket falls or the innings ends (then the innings' figure at its end).
 */
export function fancyLines(game: CricketGame, inningsIndex: 0 | 1, team: string, strength: number): FancyLine[] {
  const innings = game.innings[inningsIndex];
  if (!innings) return [];
  const ended = isInningsEnded(game, inningsIndex);
  const left = (untilBall: number) => (ended ? 0 : Math.max(0, untilBall - innings.balls));
  const runsBy = (balls: number) => innings.runs + expectedRuns(left(balls), innings.wickets, strength);
  const lines: FancyLine[] = SESSION_OVERS.map((over) => {
    const decided = innings.overRuns[over - 1] ?? (ended ? innings.runs : null);
    const spread = runsSpread(left(over * BALLS_PER_OVER));
    return { selectionId: idOf(inningsIndex, over), name: `${over} over runs ${team}`, gtype: 'runs', projection: runsBy(over * BALLS_PER_OVER), spread, result: decided };
  });
  const wicket = innings.wickets + 1;
  const toNextWicket = Math.min(BALLS_PER_WICKET / wicketResource(innings.wickets), INNINGS_BALLS) + innings.balls;
  const partnership = innings.runs - (innings.fallOfWickets[innings.wickets - 1] ?? 0);
  if (wicket <= 10) {
    const fallRuns = runsBy(Math.min(INNINGS_BALLS, toNextWicket));
    // How long a partnership lasts is close to exponential: as uncertain as its expected runs.
    const spread = 3 + 0.9 * (fallRuns - innings.runs);
    lines.push({ selectionId: idOf(inningsIndex, 100 + wicket), name: `Fall of ${ordinal(wicket)} wkt ${team}`, gtype: 'wickets', projection: fallRuns, spread, result: ended ? innings.runs : null });
    lines.push({
      selectionId: idOf(inningsIndex, 200 + wicket),
      name: `${ordinal(wicket)} wkt partnership ${team}`,
      gtype: 'partnerships',
      projection: partnership + (fallRuns - innings.runs),
      spread,
      result: ended ? partnership : null,
    });
  }
  const restOfInnings = left(INNINGS_BALLS) * wicketResource(innings.wickets);
  lines.push(
    {
      selectionId: idOf(inningsIndex, 300),
      name: `Total boundaries ${team}`,
      gtype: 'boundaries',
      projection: innings.fours + innings.sixes + restOfInnings * BOUNDARY_RATE * strength,
      spread: countSpread(restOfInnings, BOUNDARY_RATE),
      result: ended ? innings.fours + innings.sixes : null,
    },
    {
      selectionId: idOf(inningsIndex, 301),
      name: `Total extras ${team}`,
      gtype: 'extras',
      projection: innings.extras + left(INNINGS_BALLS) * EXTRAS_RATE,
      spread: countSpread(left(INNINGS_BALLS), EXTRAS_RATE),
      result: ended ? innings.extras : null,
    },
  );
  const powerplayDots = innings.overDots[POWERPLAY_BALLS / BALLS_PER_OVER - 1] ?? (ended ? innings.dots : null);
  lines.push({
    selectionId: idOf(inningsIndex, 302),
    name: `Powerplay dot balls ${team}`,
    gtype: 'dot_balls',
    projection: innings.dots + left(POWERPLAY_BALLS) * DOT_RATE,
    spread: countSpread(left(POWERPLAY_BALLS), DOT_RATE),
    result: powerplayDots,
  });
  return lines;
}

/** A decided "fall of wicket" / partnership line of an earlier wicket of the innings, for settling it. */
export function fallenWicketResults(innings: Innings, inningsIndex: 0 | 1): { selectionId: number; value: number }[] {
  return innings.fallOfWickets.flatMap((runs, index) => [
    { selectionId: idOf(inningsIndex, 101 + index), value: runs },
    { selectionId: idOf(inningsIndex, 201 + index), value: runs - (innings.fallOfWickets[index - 1] ?? 0) },
  ]);
}
