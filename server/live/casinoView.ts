import type { CasinoLive, CasinoResult, CasinoRoundHeader, CasinoRunner } from '../../contract/casino';
import { FACE_DOWN } from '../../contract/cards';
import type { LiveRound, TableState } from '../engines/casino/tableLoop';
import type { TableDef } from '../engines/casino/tables';

/** What anyone may see of a table: the live round (cards only once turned) and the settled results. */
export interface PublicTable {
  live: CasinoLive;
  results: CasinoResult[];
}

/** How many results the public lists carry (OPEN-082 shows the 10 most recent). */
export const PUBLIC_RESULTS = 10;

const SLOT_NAMES = ['C1', 'C2', 'C3', 'C4', 'C5', 'C6'] as const;

/** A slot's cards turned so far (a slot dealt several cards shows them comma-separated), or face down. */
function turnedCards(round: LiveRound, slot: number): string {
  const turned = round.deal.turns.slice(0, round.moment.revealed).filter((each) => each === slot).length;
  return turned === 0 ? FACE_DOWN : (round.deal.cards[slot] ?? '').split(',').slice(0, turned).join(',');
}

function header(round: LiveRound): CasinoRoundHeader {
  const slots = Object.fromEntries(round.deal.cards.map((_, slot) => [SLOT_NAMES[slot], turnedCards(round, slot)]));
  return { mid: round.mid, autotime: round.moment.autotime, ...slots, hash: round.hash };
}

function runners(def: TableDef, gstatus: number): CasinoRunner[] {
  return def.rules.runners.map((runner) => ({
    [def.rules.nameField]: runner.name,
    sid: runner.sid,
    rate: runner.rate,
    ...(runner.layRate === undefined ? {} : { layRate: runner.layRate }),
    gstatus,
  }));
}

/** The public view of the dealer's state: no card of the round leaves before it is turned, no seed before settling. */
export function publicTable({ def, round, results }: TableState): PublicTable {
  return {
    live: { t1: round ? [header(round)] : [], t2: runners(def, round?.moment.gstatus ?? 0) },
    results: results.slice(0, PUBLIC_RESULTS),
  };
}
