import type { ResultFamily } from './tables';

export interface ResultChip {
  label: string;
  /** CAS-FDT-04 OPEN-084: tie chips are drawn yellow. */
  tie: boolean;
}

const TIE_LABEL = 'Tie';

const chip = (label: string, tie = false): ResultChip => ({ label, tie });

/**
 * CAS-ALL-31 CAS-T20-05 CAS-3CT-03 OPEN-093: Teenpatti 1 → A, anything else → B (3 Card's 3 is B).
 * CAS-DT-04 CAS-DT20-03 CAS-FDT-04 OPEN-084: Dragon Tiger 1 → D, 2 → T, anything else → Tie.
 * CAS-L7A-03 OPEN-098: Lucky 7 1 → L, 2 → H, anything else → T.
 * Only the first value of a comma-separated win is read (CAS-FDT-04 OPEN-096).
 */
export function resultChip(family: ResultFamily, win: string): ResultChip {
  const first = win.split(',')[0]?.trim();
  switch (family) {
    case 'teenpatti':
      return chip(first === '1' ? 'A' : 'B');
    case 'dragonTiger':
      if (first === '1') return chip('D');
      return first === '2' ? chip('T') : chip(TIE_LABEL, true);
    case 'lucky7':
      if (first === '1') return chip('L');
      return first === '2' ? chip('H') : chip('T', true);
  }
}
