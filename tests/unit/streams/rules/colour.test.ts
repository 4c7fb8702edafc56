import { describe, expect, it } from 'vitest';
import { parseHexColour } from '../../../../streams/rules/colour';

describe('colour parsing', () => {
  it('DOM-09 6-digit hex with or without # is a colour', () => {
    expect(parseHexColour('#1A2B3C')).toBe('#1a2b3c');
    expect(parseHexColour('1a2b3c')).toBe('#1a2b3c');
  });

  it('DOM-09 anything else yields no colour and no error', () => {
    for (const value of ['#abc', 'red', 'rgb(0,0,0)', '#11223344', '', undefined, null]) {
      expect(parseHexColour(value)).toBeNull();
    }
  });
});
