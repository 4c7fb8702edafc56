import { describe, expect, it } from 'vitest';
import { countdownAfter, dialFraction } from '../../../../streams/casino/countdownRules';
import { resultChip } from '../../../../streams/casino/resultChip';
import { CASINO_TABLES, tableByCasinoType, tableByGameName } from '../../../../streams/casino/tables';

const perTable = (field: 'countdownStart') => Object.fromEntries(Object.entries(CASINO_TABLES).map(([id, table]) => [id, table[field]]));

describe('casino rules', () => {
  it('CAS-ALL-09 CONST-17 CAS-FDT-03 CAS-L7A-04 CAS-L7B-03 CAS-L7-03 countdown starts at 25, or 19 on Fast Dragon Tiger and Lucky 7', () => {
    expect(perTable('countdownStart')).toEqual({
      teen20: 25,
      teen3Card: 25,
      dragonTiger: 25,
      dragonTiger20: 25,
      dragonTiger202: 25,
      fastDragonTiger: 19,
      lucky7A: 19,
      lucky7B: 19,
      card32A: 25,
      card32B: 25,
      amarAkbarAnthony: 19,
      bollywood: 19,
      worli2: 19,
      baccarat: 25,
      poker20: 25,
    });
  });

  it('CAS-ALL-10 the local countdown steps 0.1 per tick, exactly, never below 0', () => {
    expect(countdownAfter(25, 0)).toBe(25);
    expect(countdownAfter(6, 1)).toBe(5.9);
    expect(countdownAfter(6.3, 3)).toBe(6);
    expect(countdownAfter(0.2, 5)).toBe(0);
  });

  it('CAS-ALL-09 the dial fraction is countdown / 25 (a 19 s table starts at 0.76)', () => {
    expect(dialFraction(25)).toBe(1);
    expect(dialFraction(19)).toBe(0.76);
    expect(dialFraction(0)).toBe(0);
  });

  it('CAS-ALL-31 CAS-T20-05 teenpatti chips: 1 → A, anything else → B', () => {
    expect(resultChip('teenpatti', '1')).toEqual({ label: 'A', tie: false });
    expect(resultChip('teenpatti', '2')).toEqual({ label: 'B', tie: false });
  });

  it('CAS-3CT-03 OPEN-093 3 Card Teenpatti: 1 → A, 3 → B, others → B', () => {
    const family = CASINO_TABLES.teen3Card.resultFamily;
    expect(resultChip(family, '1').label).toBe('A');
    expect(resultChip(family, '3').label).toBe('B');
    expect(resultChip(family, '0').label).toBe('B');
  });

  it('CAS-ALL-31 CAS-DT-04 CAS-DT20-03 OPEN-084 dragon tiger chips: 1 → D, 2 → T, else a yellow Tie chip', () => {
    expect(resultChip('dragonTiger', '1')).toEqual({ label: 'D', tie: false });
    expect(resultChip('dragonTiger', '2')).toEqual({ label: 'T', tie: false });
    expect(resultChip('dragonTiger', '3')).toEqual({ label: 'Tie', tie: true });
  });

  it('CAS-FDT-04 OPEN-096 Fast Dragon Tiger reads the first value of a comma list', () => {
    const family = CASINO_TABLES.fastDragonTiger.resultFamily;
    expect(resultChip(family, '1,3,5').label).toBe('D');
    expect(resultChip(family, '2,1').label).toBe('T');
    expect(resultChip(family, '3,1').tie).toBe(true);
  });

  it('CAS-ALL-31 20-20 Poker chips: 1 → A, 2 → B, 3 (a split pot) → a yellow Split chip', () => {
    const family = CASINO_TABLES.poker20.resultFamily;
    expect(resultChip(family, '1')).toEqual({ label: 'A', tie: false });
    expect(resultChip(family, '2')).toEqual({ label: 'B', tie: false });
    expect(resultChip(family, '3')).toEqual({ label: 'Split', tie: true });
  });

  it('CAS-L7A-03 OPEN-098 Lucky 7-A and 7-B chips: 1 → L, 2 → H, else T', () => {
    expect(resultChip(CASINO_TABLES.lucky7A.resultFamily, '1').label).toBe('L');
    expect(resultChip(CASINO_TABLES.lucky7B.resultFamily, '2').label).toBe('H');
    expect(resultChip(CASINO_TABLES.lucky7B.resultFamily, '0').label).toBe('T');
  });

  it('CAS-LNCH-03 CAS-LNCH-04 CAS-T20-01 CAS-DT-01 CAS-DT20-01 the launcher picks the screen by game name; an unknown name has none', () => {
    expect(tableByGameName('20 20 TEENPATTI')).toBe('teen20');
    expect(tableByGameName('FAST DRAGON TIGER')).toBe('fastDragonTiger');
    expect(tableByGameName('LUCKY 7-B')).toBe('lucky7B');
    expect(tableByGameName('20 20 POKER')).toBe('poker20');
    expect(tableByGameName('POKER')).toBeNull();
  });

  it('CAS-LNCH-06 CAS-LNCH-07 OPEN-089 the play page picks by casino type; other types are "launched soon"', () => {
    expect(tableByCasinoType('teen20')).toBe('teen20');
    expect(tableByCasinoType('Teen')).toBe('teen3Card');
    expect(tableByCasinoType('dt20')).toBe('dragonTiger20');
    expect(tableByCasinoType('dt6')).toBe('fastDragonTiger');
    expect(tableByCasinoType('lucky7')).toBe('lucky7A');
    expect(tableByCasinoType('lucky7eu')).toBe('lucky7B');
    expect(tableByCasinoType('dt')).toBe('dragonTiger');
    expect(tableByCasinoType('dt202')).toBe('dragonTiger202');
    expect(tableByCasinoType('baccarat')).toBe('baccarat');
    expect(tableByCasinoType('worli2')).toBe('worli2');
    expect(tableByCasinoType('poker20')).toBe('poker20');
    expect(tableByCasinoType('roulette')).toBeNull();
  });
});
