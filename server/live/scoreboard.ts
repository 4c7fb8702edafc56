import { currentInnings, oversText, type Innings } from '../engines/sports/cricket';
import type { PublishedMatch } from '../engines/sports/feed';
import type { ScoreView } from '../engines/sports/games';
import { eventNameOf } from '../engines/sports/matchMarkets';
import { pointServer, pointsText, setsWon } from '../engines/sports/tennis';

const STATUS = { preMatch: 'Upcoming', inPlay: 'In Play', completed: 'Completed' } as const;

const inningsLine = (innings: Innings) => ({
  team: innings.team,
  runs: innings.runs,
  wickets: innings.wickets,
  overs: oversText(innings.balls),
  fours: innings.fours,
  sixes: innings.sixes,
  extras: innings.extras,
});

function cricketSummary(view: Extract<ScoreView, { sport: 'cricket' }>, short: [string, string]): string {
  const { game, target } = view;
  if (game.finished) {
    if (game.winner === null) return 'Match tied';
    const [first, second] = game.innings as [Innings, Innings];
    return game.winner === second.team
      ? `${short[game.winner]} won by ${10 - second.wickets} wickets`
      : `${short[game.winner]} won by ${first.runs - second.runs} runs`;
  }
  const innings = currentInnings(game);
  if (target === null)
    return `${short[innings.team]} batting, run rate ${innings.balls ? ((innings.runs / innings.balls) * 6).toFixed(2) : '0.00'}`;
  return `${short[innings.team]} need ${target - innings.runs} runs from ${120 - innings.balls} balls`;
}

/** The live score of a match as the built-in score and TV pages draw it (their own JSON, polled each second). */
export function scoreboardOf(match: PublishedMatch) {
  const { def, score } = match;
  const base = {
    sport: score.sport,
    title: eventNameOf(match),
    competition: def.competitionName,
    status: STATUS[match.phase],
    startsAt: new Date(def.startsAt).toISOString(),
    teams: def.sides.map((side) => side.name),
    short: def.sides.map((side) => side.short),
  };
  const short: [string, string] = [def.sides[0].short, def.sides[1].short];
  switch (score.sport) {
    case 'cricket':
      return {
        ...base,
        cricket: {
          innings: score.game.innings.map(inningsLine),
          batting: currentInnings(score.game).team,
          target: score.target,
          recent: score.game.recent.map((ball) => ball.label),
          summary: match.phase === 'preMatch' ? `${short[def.first]} to bat first` : cricketSummary(score, short),
        },
      };
    case 'soccer':
      return {
        ...base,
        soccer: {
          goals: score.game.goals,
          minute: score.game.minute,
          phase: score.game.phase,
          events: score.game.events.slice(-8),
          ball: score.game.ball,
        },
      };
    case 'tennis':
      return {
        ...base,
        tennis: {
          sets: score.game.sets,
          setsWon: [setsWon(score.game, 0), setsWon(score.game, 1)],
          points: pointsText(score.game),
          server: pointServer(score.game),
          tiebreak: score.game.tiebreak,
        },
      };
  }
}
