import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betDetailResponse, betDetailsListResponse, exposureResponse, tradeListResponse } from '../../contract/bets';
import { messageOnly } from '../../contract/http';
import { strings } from '../../contract/strings';
import { signedInTestUser, startTestApp, type Session, type TestApp } from './helper';
import { betPayload, marketsOf, marketSpec, placeBetRequest } from './markets';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

const get = async (session: Session, url: string) => (await test.app.inject({ method: 'GET', url, headers: session.headers })).json();
const exposure = async (session: Session) => exposureResponse.parse(await get(session, '/api/bet/exposure/fetch')).data;

async function newUser(balance = 10_000, exposureLimit = 50_000) {
  return (await signedInTestUser(test, { openingBalance: balance, exposureLimit })).session;
}

describe('POST /bet/save2 takes bets of every kind', () => {
  it('SRV-11 SRV-13 BET-28 CONST-02 a casino back bet is placed: exposure = stake, bet listed for its table', async () => {
    const session = await newUser();
    const spec = marketSpec('casino');
    await marketsOf(test).open(spec);
    const response = await placeBetRequest(test, session, betPayload(spec, { stake: 500 }));
    expect(response.statusCode).toBe(200);
    expect(messageOnly.parse(response.json())).toEqual({ status: true, message: strings.betPlaced });
    expect(await exposure(session)).toBe(500);
    const bets = betDetailsListResponse.parse(await get(session, `/api/bet/bet-details/list/${spec.matchId}`)).data;
    expect(bets).toEqual([
      expect.objectContaining({
        roundId: 'R1',
        marketId: spec.marketId,
        selectionId: 1,
        selection: 'Player A',
        type: 'back',
        price: 1.98,
        stake: 500,
        favourMargin: 490,
        againstMargin: 500,
        markettype: 'Casino',
      }),
    ]);
    expect(test.delays).toEqual([]);
  });

  it('SRV-09 OPEN-079 casino bets on both players net: exposure is the worse of the two outcomes', async () => {
    const session = await newUser();
    const spec = marketSpec('casino');
    await marketsOf(test).open(spec);
    await placeBetRequest(test, session, betPayload(spec, { selectionIndex: 0, stake: 1000 }));
    await placeBetRequest(test, session, betPayload(spec, { selectionIndex: 1, stake: 500 }));
    // A wins: +980 − 500 = +480; B wins: +490 − 1000 = −510.
    expect(await exposure(session)).toBe(510);
  });

  it('SRV-09 CONST-03 OPEN-061 match odds back and lay on one runner net to the worst outcome', async () => {
    const session = await newUser();
    const spec = marketSpec('matchOdds');
    await marketsOf(test).open(spec);
    await placeBetRequest(test, session, betPayload(spec, { type: 'back', stake: 100 }));
    expect(await exposure(session)).toBe(100);
    await placeBetRequest(test, session, betPayload(spec, { type: 'lay', stake: 100 }));
    // India wins: +150 − 152 = −2; Australia wins: −100 + 100 = 0.
    expect(await exposure(session)).toBe(2);
    const trades = tradeListResponse.parse(await get(session, '/api/bet/trade/list')).data;
    expect(trades).toEqual([
      {
        _id: spec.marketId,
        matchId: spec.matchId,
        eventId: 4,
        legueId: 'L1',
        sportsName: 'Cricket',
        event: 'India v Australia',
        markettype: 'Match Odds',
        count: 2,
        marketName: 'Match Odds',
        exposure: 2,
        sizeMatched: 200,
        sizeRemaining: 0,
      },
    ]);
  });

  it('SRV-10 SRV-11 (our addition) each open market says its name and the amount it puts at risk; each open bet its id and market', async () => {
    const session = await newUser();
    const casino = marketSpec('casino');
    const odds = marketSpec('matchOdds');
    await marketsOf(test).open(casino);
    await marketsOf(test).open(odds);
    await placeBetRequest(test, session, betPayload(casino, { stake: 300 }));
    // A lay of 100 at 2.52 risks 152.
    await placeBetRequest(test, session, betPayload(odds, { type: 'lay', stake: 100 }));
    const trades = tradeListResponse.parse(await get(session, '/api/bet/trade/list')).data;
    expect(
      trades.map(({ _id, marketName, exposure: atRisk }) => ({ _id, marketName, atRisk })).sort((a, b) => a._id.localeCompare(b._id)),
    ).toEqual(
      [
        { _id: casino.marketId, marketName: casino.marketName, atRisk: 300 },
        { _id: odds.marketId, marketName: 'Match Odds', atRisk: 152 },
      ].sort((a, b) => a._id.localeCompare(b._id)),
    );
    expect(await exposure(session)).toBe(452);
    const bets = betDetailsListResponse.parse(await get(session, `/api/bet/bet-details/list/${odds.matchId}`)).data;
    expect(bets).toEqual([
      expect.objectContaining({ selection: 'India', type: 'lay', marketName: 'Match Odds', betId: expect.stringMatching(/.+/) }),
    ]);
  });

  it('SRV-13 CONST-05 BET-23 a bookmaker lay waits the default 100 ms delay and reserves price × stake / 100', async () => {
    const session = await newUser();
    // Before the off: in play, the sport's own delay applies.
    const spec = marketSpec('bookmaker', { inPlay: false });
    await marketsOf(test).open(spec);
    test.delays.length = 0;
    const response = await placeBetRequest(test, session, betPayload(spec, { type: 'lay', stake: 1000 }));
    expect(response.json()).toEqual({
      status: true,
      message: strings.betPlaced,
      // A house bet is matched in full at once (the order's fields, our addition).
      data: {
        betId: expect.any(String),
        sizeMatched: 1000,
        sizeRemaining: 0,
        sizeCancelled: 0,
        sizeLapsed: 0,
        averagePriceMatched: 47,
        status: 'EXECUTION_COMPLETE',
      },
    });
    expect(test.delays).toEqual([100]);
    expect(await exposure(session)).toBe(470);
  });

  it('SRV-09 OPEN-127 OPEN-045 fancy Yes and No on different lines: exposure over every run value', async () => {
    const session = await newUser();
    const spec = marketSpec('fancy');
    await marketsOf(test).open(spec);
    // Yes 82 at 90: wins 90 when runs ≥ 82, else loses 100. No 80 at 100: wins 100 when runs < 80, else loses 100.
    await placeBetRequest(test, session, betPayload(spec, { type: 'back', stake: 100 }));
    await placeBetRequest(test, session, betPayload(spec, { type: 'lay', stake: 100 }));
    // runs < 80: −100 + 100 = 0; 80..81: −100 − 100 = −200; ≥ 82: +90 − 100 = −10.
    expect(await exposure(session)).toBe(200);
  });

  it('SRV-12 REC-10 API-14 a bet’s detail is shown to its owner only: anyone else gets the 404 of a bet that does not exist', async () => {
    const owner = await signedInTestUser(test, { openingBalance: 10_000, exposureLimit: 50_000 });
    const spec = marketSpec('matchOdds');
    await marketsOf(test).open(spec);
    expect((await placeBetRequest(test, owner.session, betPayload(spec, { stake: 200 }))).statusCode).toBe(200);
    const bet = await test.db.selectFrom('bets').select('id').where('user_id', '=', owner.user.id).executeTakeFirstOrThrow();
    const detail = betDetailResponse.parse(await get(owner.session, `/api/bet/${bet.id}`)).data;
    expect(detail).toEqual(
      expect.objectContaining({ betId: bet.id, selection: 'India', type: 'back', oddsReq: 2.5, stake: 200, case: '', settledAt: null }),
    );
    const other = await newUser();
    for (const betId of [bet.id, 'no-such-bet']) {
      const answer = await test.app.inject({ method: 'GET', url: `/api/bet/${betId}`, headers: other.headers });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ status: false, message: strings.betNotFound });
    }
  });
});
