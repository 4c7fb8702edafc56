import type { Competition, FancyItem, Match } from '../../contract/sports';
import { isoAt } from '../clock';
import type { PublishedMatch } from '../engines/sports/feed';
import { eventNameOf, matchMarketName } from '../engines/sports/matchMarkets';
import { scoreboardOf } from './scoreboard';
import type { SportSection } from './sportsSnapshots';

/** The match page link of SHELL-13, also the match's key in the client's recent matches (STATE-03). */
export const matchUrlOf = (match: PublishedMatch): string =>
  `/fullmarket/${match.def.sportId}/${match.def.competitionId}/${match.def.matchId}`;

/** SRV-18: the match record with every field of the spec's entities, its Match Odds level-1 prices for the lists (OPEN-034). */
export function matchRecord(match: PublishedMatch): Match {
  const inPlay = match.phase === 'inPlay';
  const odds = match.states.flatMap((state) => (state.view.kind === 'odds' ? [state.view.market] : []));
  const matchOdds = odds.find((market) => market.marketName === matchMarketName);
  const hasBookmaker = match.states.some((state) => state.view.kind === 'bookmaker');
  return {
    eventId: match.def.sportId,
    competitionId: match.def.competitionId,
    matchId: match.def.matchId,
    eventName: eventNameOf(match),
    openDate: isoAt(match.def.startsAt),
    marketName: matchMarketName,
    declared: match.declared,
    markets: odds.map((market) => ({ marketId: market.marketId, marketName: market.marketName })),
    matchOdds: [
      {
        inplay: inPlay,
        runners: (matchOdds?.runners ?? []).map((runner) => ({
          selectionId: runner.selectionId,
          runner: runner.runner,
          back: runner.ex.availableToBack[0]?.price ?? null,
          lay: runner.ex.availableToLay[0]?.price ?? null,
        })),
      },
    ],
    bmOdds: hasBookmaker,
    joinedMarketIds: odds.map((market) => market.marketId).join(','),
    tv: match.def.tv,
    bm: hasBookmaker,
    fancy: match.states.some((state) => state.view.kind === 'fancy'),
    s: true,
    matchUrl: matchUrlOf(match),
    inPlay,
  };
}

/** SRV-17: the competitions with a listed match, in first-seen order. */
export function competitionsOf(matches: readonly PublishedMatch[]): Competition[] {
  const seen = new Map<string, Competition>();
  for (const match of matches) {
    if (!seen.has(match.def.competitionId))
      seen.set(match.def.competitionId, { competitionId: match.def.competitionId, competitionName: match.def.competitionName });
  }
  return [...seen.values()];
}

/** One section per simulated sport (an empty one when the sport has no match right now). */
export function sportSections(matches: readonly PublishedMatch[], sportIds: readonly number[]): SportSection[] {
  return sportIds.map((sportId) => {
    const ofSport = matches.filter((match) => match.def.sportId === sportId);
    const section: SportSection = {
      sportId,
      competitions: competitionsOf(ofSport),
      matches: ofSport.map(matchRecord),
      odds: [],
      bookmaker: new Map(),
      fancy: new Map(),
      scores: new Map(ofSport.map((match) => [match.def.matchId, scoreboardOf(match)])),
      priceHistory: ofSport.map((match) => ({
        matchId: match.def.matchId,
        history: { marketId: match.def.marketIds.matchOdds, runners: match.priceHistory },
      })),
    };
    for (const match of ofSport) {
      const { matchId } = match.def;
      const fancy: FancyItem[] = [];
      for (const state of match.states) {
        if (state.view.kind === 'odds') section.odds.push({ matchId, market: state.view.market });
        if (state.view.kind === 'bookmaker') section.bookmaker.set(matchId, [state.view.market]);
        if (state.view.kind === 'fancy') fancy.push(state.view.item);
      }
      section.fancy.set(matchId, fancy);
    }
    return section;
  });
}
