import type { CasinoData, CasinoLive } from '../../../../contract/casino';

/** A live casino answer for round `mid` at `autotime`, runner sids 1 and 3 with the given gstatus (sid 3: its own, when given). */
export function aLive(mid: string, autotime: number, gstatus = 1, gstatusOfSid3 = gstatus): CasinoLive {
  return {
    t1: [{ mid, autotime, C1: '1', C2: '1', C3: '1' }],
    t2: [
      { nat: 'Player A', sid: 1, rate: 1.98, gstatus },
      { nat: 'Player B', sid: 3, rate: 1.98, gstatus: gstatusOfSid3 },
    ],
  };
}

export function aCasinoData(mid: string, autotime: number): CasinoData {
  return { ...aLive(mid, autotime), result: [{ mid: 'r0', result: '1', cards: 'ASS,KDD', win: '1' }] };
}
