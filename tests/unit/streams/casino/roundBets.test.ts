import { describe, it } from 'vitest';
import type { ExistingBet } from '../../../../contract/bets';
import type { CasinoLive } from '../../../../contract/casino';
import { roundBets$ } from '../../../../streams/casino/roundBets$';
import { okResult, type Result } from '../../../../streams/core/result';
import { createTestScheduler } from '../../testScheduler';
import { aBet } from '../support/betFixtures';
import { aLive } from './liveFixtures';

const onA = aBet({ roundId: 'r1', selectionId: 1, favourMargin: 98, againstMargin: 100 });
const onB = aBet({ roundId: 'r1', selectionId: 3, favourMargin: 49, againstMargin: 50 });
const oldRound = aBet({ roundId: 'r0', selectionId: 1 });
const round = (mid: string, autotime: number) => okResult(aLive(mid, autotime), 0);
const view = (bets: ExistingBet[], a: number, b: number) => ({
  bets,
  positions: new Map([
    [1, a],
    [3, b],
  ]),
});

describe('roundBets$', () => {
  it("CAS-ALL-12 OPEN-079 the bets of the current round only, with each selection's profit/loss", () => {
    createTestScheduler().run(({ hot, expectObservable }) => {
      const live = hot<Result<CasinoLive>>('a', { a: round('r1', 20) });
      const bets = hot('-b', { b: [onA, onB, oldRound] });
      expectObservable(roundBets$('teen20', live, bets)).toBe('ev', { e: view([], 0, 0), v: view([onA, onB], 48, -51) });
    });
  });

  it('CAS-ALL-12 bets fetched before the first round header are kept for that round', () => {
    createTestScheduler().run(({ hot, expectObservable }) => {
      const live = hot<Result<CasinoLive>>('-a', { a: round('r1', 20) });
      const bets = hot('b', { b: [onA] });
      expectObservable(roundBets$('teen20', live, bets)).toBe('-v', { v: view([onA], 98, -100) });
    });
  });

  it('CAS-ALL-11 CAS-T20-02 teenpatti: cleared when autotime equals 25', () => {
    createTestScheduler().run(({ hot, expectObservable }) => {
      const live = hot<Result<CasinoLive>>('a-c', { a: round('r1', 24), c: round('r1', 25) });
      const bets = hot('-b', { b: [onA] });
      expectObservable(roundBets$('teen20', live, bets)).toBe('eve', { e: view([], 0, 0), v: view([onA], 98, -100) });
    });
  });

  it('OPEN-095 dragon tiger: a bet placed at 25 stays through 19 until the countdown comes back to 25', () => {
    createTestScheduler().run(({ hot, expectObservable }) => {
      // 25 seen twice (the bet is placed while the round still reads 25), then 19, then the next round's 25.
      const live = hot<Result<CasinoLive>>('a-c-d--f', { a: round('r1', 25), c: round('r1', 25), d: round('r1', 19), f: round('r1', 25) });
      const bets = hot('-b-----', { b: [onA] });
      expectObservable(roundBets$('dragonTiger', live, bets)).toBe('ev-----e', { e: view([], 0, 0), v: view([onA], 98, -100) });
    });
  });

  it('CAS-ALL-11 teenpatti keeps its list at autotime 19', () => {
    createTestScheduler().run(({ hot, expectObservable }) => {
      const live = hot<Result<CasinoLive>>('a-c', { a: round('r1', 22), c: round('r1', 19) });
      const bets = hot('-b', { b: [onA] });
      expectObservable(roundBets$('teen20', live, bets)).toBe('ev', { e: view([], 0, 0), v: view([onA], 98, -100) });
    });
  });

  it('OPEN-095 CAS-ALL-12 a new round id clears the list, even if an old list arrives again', () => {
    createTestScheduler().run(({ hot, expectObservable }) => {
      const live = hot<Result<CasinoLive>>('a-c', { a: round('r1', 10), c: round('r2', 10) });
      const bets = hot('-b-b', { b: [onA] });
      expectObservable(roundBets$('lucky7A', live, bets)).toBe('eve', { e: view([], 0, 0), v: view([onA], 98, -100) });
    });
  });

  it('CAS-ALL-03 OPEN-079 each tile counts only the bets of its own market', () => {
    const sids = [1, 2, 3, 4, 5, 6, 7];
    const live7 = (mid: string): CasinoLive => ({
      t1: [{ mid, autotime: 20, C1: '1' }],
      t2: sids.map((sid) => ({ nat: `Runner ${sid}`, sid, rate: 2, gstatus: 1 })),
    });
    const onLow = aBet({ selectionId: 1, favourMargin: 100, againstMargin: 100 });
    createTestScheduler().run(({ hot, expectObservable }) => {
      const live = hot<Result<CasinoLive>>('a', { a: okResult(live7('r1'), 0) });
      const bets = hot('-b', { b: [onLow] });
      // Lucky 7-A: Low / High, Even / Odd, Red / Black, the cards: backing Low moves Low and High only.
      const positions = new Map([
        [1, 100],
        [2, -100],
        [3, 0],
        [4, 0],
        [5, 0],
        [6, 0],
        [7, 0],
      ]);
      const none = new Map(sids.map((sid) => [sid, 0]));
      expectObservable(roundBets$('lucky7A', live, bets)).toBe('ev', { e: { bets: [], positions: none }, v: { bets: [onLow], positions } });
    });
  });
});
