import type { ListRunner, Match } from '../../../contract/sports';

const DRAW = /draw/i;

/** The 1 / X / 2 columns of a list row: first runner, the draw (if any), then the other runner (OPEN-034). */
export function listColumns(match: Pick<Match, 'matchOdds'>): (ListRunner | undefined)[] {
  const runners = match.matchOdds[0]?.runners ?? [];
  const draw = runners.find((runner) => DRAW.test(runner.runner));
  const sides = runners.filter((runner) => runner !== draw);
  return [sides[0], draw, sides[1]];
}
