import { describe, expect, it } from 'vitest';
import { groupBySport, groupMatches } from '../../../../streams/sports/groupMatches';
import { listMatches } from '../../../../streams/sports/matchFilters';
import { aMatch } from './matchFixtures';

const NOW = new Date(2024, 4, 1, 12, 0).getTime();
const at = (day: number, hour: number) => new Date(2024, 4, day, hour, 0).toISOString();

describe('match lists', () => {
  it('HOME-09 OPEN-035 OPEN-036 drops matches whose marketName has "winner" (any case), is blank, or are declared', () => {
    const kept = aMatch({ eventName: 'kept' });
    const listed = listMatches([
      kept,
      aMatch({ marketName: 'Tournament WINNER' }),
      aMatch({ marketName: '  ' }),
      aMatch({ declared: true }),
    ]);
    expect(listed.map((m) => m.eventName)).toEqual(['kept']);
  });

  it('HOME-10 HOME-11 keeps only "Match Odds" (whole name) and tie / toss / complete markets', () => {
    const [match] = listMatches([
      aMatch({
        markets: [
          { marketId: '1', marketName: 'match odds' },
          { marketId: '2', marketName: 'Tied Match' },
          { marketId: '3', marketName: 'To Win the TOSS' },
          { marketId: '4', marketName: 'Completed Match' },
          { marketId: '5', marketName: 'Over/Under 2.5' },
          { marketId: '6', marketName: 'Match Odds Extra' },
        ],
      }),
    ]);
    expect(match?.markets.map((m) => m.marketId)).toEqual(['1', '2', '3', '4']);
  });

  it('HOME-07 HOME-08 OPEN-032 OPEN-033 In Play by the first matchOdds entry; Today and Tommorow by local calendar day', () => {
    const groups = groupMatches(
      [
        aMatch({ eventName: 'live', openDate: at(1, 9), matchOdds: [{ inplay: true }, { inplay: false }] }),
        aMatch({ eventName: 'second-entry-only', openDate: at(1, 18), matchOdds: [{ inplay: false }, { inplay: true }] }),
        aMatch({ eventName: 'tonight', openDate: at(1, 23) }),
        aMatch({ eventName: 'tomorrow-early', openDate: at(2, 0) }),
        aMatch({ eventName: 'later', openDate: at(3, 12) }),
        aMatch({ eventName: 'live-tomorrow', openDate: at(2, 10), matchOdds: [{ inplay: true }] }),
      ],
      NOW,
    );
    expect(groups.inPlay.map((m) => m.eventName)).toEqual(['live', 'live-tomorrow']);
    expect(groups.today.map((m) => m.eventName)).toEqual(['second-entry-only', 'tonight']);
    expect(groups.tomorrow.map((m) => m.eventName)).toEqual(['tomorrow-early']);
  });

  it('OPEN-040 HOME-09 groups are sorted by ascending openDate, after the list filters', () => {
    const groups = groupMatches(
      [
        aMatch({ eventName: 'c', openDate: at(1, 20) }),
        aMatch({ eventName: 'a', openDate: at(1, 13) }),
        aMatch({ eventName: 'winner', openDate: at(1, 14), marketName: 'Winner' }),
        aMatch({ eventName: 'b', openDate: at(1, 16) }),
      ],
      NOW,
    );
    expect(groups.today.map((m) => m.eventName)).toEqual(['a', 'b', 'c']);
  });

  it('HOME-06 one block per sport, in first-seen order', () => {
    const blocks = groupBySport([aMatch({ eventId: 4, eventName: 'x' }), aMatch({ eventId: 1 }), aMatch({ eventId: 4, eventName: 'y' })]);
    expect([...blocks.keys()]).toEqual([4, 1]);
    expect(blocks.get(4)?.map((m) => m.eventName)).toEqual(['x', 'y']);
  });
});
