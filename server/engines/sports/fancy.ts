import { BALLS_PER_OVER, INNINGS_BALLS, targetOf, type CricketGame, type Innings } from './cricket';
import { inningsOutlook } from './cricketModel';
import { chaseBoundaries } from './chaseBoundaries';
import { countOutlook, type CountedKind, type InningsState } from './cricketOutlook';
import type { ValueChances } from './fancyPrices';
import { createMemo } from './memo';

/** The fancy tab a line belongs to (its gtype, OPEN-048). */
export type FancyGtype = 'runs' | 'wickets' | 'boundaries' | 'extras' | 'dot_balls' | 'partnerships';

/** One session line of an innings: what it is called, the chances of its final value and, once known, its result. */
export interface FancyLine {
  selectionId: number;
  name: string;
  gtype: FancyGtype;
  /** Chances of the final value (value = offset + index) while the line is open (the lines are priced from it). */
  outlook: ValueChances | null;
  /** The settled value once the line is decided (runs, boundaries, …), else null. */
  result: number | null;
}

const rememberedCount = createMemo<Float64Array>(64);

const SESSION_OVERS = [6, 10, 15, 20] as const;
const POWERPLAY_BALLS = 36;

const ordinal = (n: number): string => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/** Selection ids are stable per innings and line: 1st innings 1xxx, 2nd innings 2xxx. */
const idOf = (inningsIndex: number, code: number): number => (inningsIndex + 1) * 1_000 + code;

const isInningsEnded = (game: CricketGame, inningsIndex: number): boolean => game.finished || game.innings.length > inningsIndex + 1;

/**
 * The session lines of one innings (FANCY, the spec's entities): runs at the end of overs 6, 10, 15 and 20, the fall of the
 * next wicket, the current partnership, the innings' boundaries and extras, and powerplay dot balls. A line is
 * decided when its over is bowled, its wicket falls or the innings ends (then the innings' figure at its end).
 * An open line carries the chances of its final value from the rest of the innings as the simulator plays it
 * (`strength`: the batting side's, as the game is played).
 */
export function fancyLines(game: CricketGame, inningsIndex: 0 | 1, team: string, strength: number): FancyLine[] {
  const innings = game.innings[inningsIndex];
  if (!innings) return [];
  const ended = isInningsEnded(game, inningsIndex);
  const target = inningsIndex === 1 ? targetOf(game) : null;
  const state = { balls: innings.balls, wickets: innings.wickets, need: target === null ? null : target - innings.runs };
  const runs = ended ? null : inningsOutlook(innings, target, strength);
  const open = (offset: number, chances: Float64Array | undefined): ValueChances | null => (runs && chances ? { offset, chances } : null);
  const chaseBoundariesOf = (chase: InningsState & { need: number }) =>
    runs
      ? rememberedCount(`chase|${chase.balls}|${chase.wickets}|${chase.need}|${strength}`, () => chaseBoundaries(chase, strength))
      : undefined;
  const counted = (kind: CountedKind, until: number) =>
    runs
      ? rememberedCount(`${kind}|${state.balls}|${state.wickets}|${state.need}|${strength}`, () =>
          countOutlook(state, strength, kind, until, runs.targetHazard),
        )
      : undefined;
  const lines: FancyLine[] = SESSION_OVERS.map((over) => {
    const decided = innings.overRuns[over - 1] ?? (ended ? innings.runs : null);
    const outlook = decided === null ? open(innings.runs, runs?.byBall.get(over * BALLS_PER_OVER)) : null;
    return { selectionId: idOf(inningsIndex, over), name: `${over} over runs ${team}`, gtype: 'runs', outlook, result: decided };
  });
  const wicket = innings.wickets + 1;
  const partnership = innings.runs - (innings.fallOfWickets[innings.wickets - 1] ?? 0);
  if (wicket <= 10) {
    lines.push(
      {
        selectionId: idOf(inningsIndex, 100 + wicket),
        name: `Fall of ${ordinal(wicket)} wkt ${team}`,
        gtype: 'wickets',
        outlook: open(innings.runs, runs?.nextWicket),
        result: ended ? innings.runs : null,
      },
      {
        selectionId: idOf(inningsIndex, 200 + wicket),
        name: `${ordinal(wicket)} wkt partnership ${team}`,
        gtype: 'partnerships',
        outlook: open(partnership, runs?.nextWicket),
        result: ended ? partnership : null,
      },
    );
  }
  const powerplayDots = innings.overDots[POWERPLAY_BALLS / BALLS_PER_OVER - 1] ?? (ended ? innings.dots : null);
  lines.push(
    {
      selectionId: idOf(inningsIndex, 300),
      name: `Total boundaries ${team}`,
      gtype: 'boundaries',
      outlook: open(
        innings.fours + innings.sixes,
        state.need === null ? counted('boundaries', INNINGS_BALLS) : chaseBoundariesOf({ ...state, need: state.need }),
      ),
      result: ended ? innings.fours + innings.sixes : null,
    },
    {
      selectionId: idOf(inningsIndex, 301),
      name: `Total extras ${team}`,
      gtype: 'extras',
      outlook: open(innings.extras, counted('extras', INNINGS_BALLS)),
      result: ended ? innings.extras : null,
    },
    {
      selectionId: idOf(inningsIndex, 302),
      name: `Powerplay dot balls ${team}`,
      gtype: 'dot_balls',
      outlook: powerplayDots === null ? open(innings.dots, counted('dots', POWERPLAY_BALLS)) : null,
      result: powerplayDots,
    },
  );
  return lines;
}

/** A decided "fall of wicket" / partnership line of an earlier wicket of the innings, for settling it. */
export function fallenWicketResults(innings: Innings, inningsIndex: 0 | 1): { selectionId: number; value: number }[] {
  return innings.fallOfWickets.flatMap((runs, index) => [
    { selectionId: idOf(inningsIndex, 101 + index), value: runs },
    { selectionId: idOf(inningsIndex, 201 + index), value: runs - (innings.fallOfWickets[index - 1] ?? 0) },
  ]);
}
