import type { ResultFamily } from './tables';

export interface ResultChip {
  label: string;
  /** CAS-FDT-04 OPEN-084: tie chips are drawn yellow. */
  tie: boolean;
}

const TIE_LABEL = 'Tie';
const SPLIT_LABEL = 'Split';

const chip = (label: string, tie = false): ResultChip => ({ label, tie });

/** The families whose win codes each name one outcome (never a tie). */
const LABELS: Partial<Record<ResultFamily, readonly string[]>> = {
  card32: ['8', '9', '10', '11'],
  amarAkbarAnthony: ['A', 'B', 'C'],
  bollywood: ['D', 'A', 'S', 'V', 'K', 'G'],
};

/**
 * CAS-ALL-31 CAS-T20-05 CAS-3CT-03 OPEN-093: Teenpatti 1 → A, anything else → B (3 Card's 3 is B).
 * CAS-DT-04 CAS-DT20-03 CAS-FDT-04 OPEN-084: Dragon Tiger 1 → D, 2 → T, anything else → Tie.
 * CAS-L7A-03 OPEN-098: Lucky 7 1 → L, 2 → H, anything else → T.
 * 32 Cards: the winning player's number (1 → 8 … 4 → 11). Amar Akbar Anthony: 1 → A, 2 → B, 3 → C.
 * Baccarat 1 → P, 2 → B, 3 → Tie. 20-20 Poker 1 → A, 2 → B, 3 (a split pot) → Split. Bollywood Table: Don D, Amar Akbar Anthony A, Sahib Bibi aur Ghulam S, Dharam Veer V, Kis Kisko Pyaar Karoon K,
 * Ghulam G. Only the first value of a comma-separated win is read (CAS-FDT-04 OPEN-096).
 */
export function resultChip(family: ResultFamily, win: string): ResultChip {
  const first = win.split(',')[0]?.trim();
  switch (family) {
    case 'teenpatti':
      return chip(first === '1' ? 'A' : 'B');
    case 'dragonTiger':
      if (first === '1') return chip('D');
      return first === '2' ? chip('T') : chip(TIE_LABEL, true);
    case 'baccarat':
      if (first === '1') return chip('P');
      return first === '2' ? chip('B') : chip(TIE_LABEL, true);
    case 'poker':
      if (first === '1') return chip('A');
      return first === '2' ? chip('B') : chip(SPLIT_LABEL, true);
    case 'lucky7':
      if (first === '1') return chip('L');
      return first === '2' ? chip('H') : chip('T', true);
    default:
      return chip(LABELS[family]?.[Number(first) - 1] ?? first ?? '');
  }
}
