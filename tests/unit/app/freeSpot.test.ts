import { describe, expect, it } from 'vitest';
import { nearestFreeSpot } from '../../../src/app/header/freeSpot';

// A 400 × 100 header with a button at x 100–200 on the top row (y 10–50) and a field at x 0–400 on the lower row (y 60–100).
const header = { left: 0, top: 0, right: 400, bottom: 100 };
const button = { left: 100, top: 10, right: 200, bottom: 50 };
const field = { left: 0, top: 60, right: 400, bottom: 100 };

describe('SHELL-43 nearestFreeSpot: where a dragged 40 px toggle lands', () => {
  it('stays where it was dropped when that covers nothing', () => {
    expect(nearestFreeSpot({ x: 250, y: 10 }, 40, header, [button])).toEqual({ x: 250, y: 10 });
  });

  it('moves beside the button it was dropped on, to the nearer side', () => {
    expect(nearestFreeSpot({ x: 170, y: 10 }, 40, header, [button])).toEqual({ x: 200, y: 10 });
    expect(nearestFreeSpot({ x: 90, y: 10 }, 40, header, [button])).toEqual({ x: 60, y: 10 });
  });

  it('comes back inside the header when dropped below it, above the field', () => {
    expect(nearestFreeSpot({ x: 300, y: 500 }, 40, header, [button, field])).toEqual({ x: 300, y: 20 });
  });

  it('finds no spot when the header is full', () => {
    expect(nearestFreeSpot({ x: 10, y: 10 }, 40, header, [{ left: 0, top: 0, right: 400, bottom: 100 }])).toBeNull();
  });
});
