import { describe, expect, it } from 'vitest';
import type { Card } from '../../../../../contract/cards';
import { compareHands, evaluateHand } from '../../../../../server/engines/casino/teenpattiHand';
import { cardsOf as hand } from './support';

describe('Teenpatti hand ranks', () => {
  it('SRV-27 names each hand: trail, pure sequence, sequence, colour, pair, high card', () => {
    expect(evaluateHand(hand('7SS', '7HH', '7DD')).rank).toBe('trail');
    expect(evaluateHand(hand('9HH', '10HH', 'JHH')).rank).toBe('pureSequence');
    expect(evaluateHand(hand('9HH', '10SS', 'JHH')).rank).toBe('sequence');
    expect(evaluateHand(hand('2CC', '9CC', 'KCC')).rank).toBe('colour');
    expect(evaluateHand(hand('QSS', 'QDD', '4HH')).rank).toBe('pair');
    expect(evaluateHand(hand('AHH', '9SS', '4DD')).rank).toBe('highCard');
    expect(evaluateHand(hand('QSS', 'KDD', 'AHH')).rank).toBe('sequence');
    expect(evaluateHand(hand('ASS', '2DD', '3HH')).rank).toBe('sequence');
    expect(evaluateHand(hand('KSS', 'ADD', '2HH')).rank).toBe('highCard');
  });

  it('SRV-27 trail > pure sequence > sequence > colour > pair > high card', () => {
    const ladder = [
      hand('2SS', '2HH', '2DD'),
      hand('ASS', 'KSS', 'QSS'),
      hand('ASS', 'KHH', 'QSS'),
      hand('2CC', '5CC', '7CC'),
      hand('2SS', '2HH', '3DD'),
      hand('AHH', 'KSS', 'JDD'),
    ];
    for (let i = 0; i < ladder.length - 1; i += 1) {
      expect(compareHands(ladder[i] as Card[], ladder[i + 1] as Card[]), `rank ${i}`).toBeGreaterThan(0);
      expect(compareHands(ladder[i + 1] as Card[], ladder[i] as Card[]), `rank ${i}`).toBeLessThan(0);
    }
  });

  it('SRV-27 within a rank: aces high, A-K-Q > A-2-3 > K-Q-J, pairs by the pair then the kicker, suit breaks equal ranks', () => {
    expect(compareHands(hand('AHH', 'ACC', 'ADD'), hand('KSS', 'KHH', 'KDD'))).toBeGreaterThan(0);
    expect(compareHands(hand('AHH', 'KSS', 'QDD'), hand('ACC', '2SS', '3DD'))).toBeGreaterThan(0);
    expect(compareHands(hand('ACC', '2SS', '3DD'), hand('KHH', 'QSS', 'JDD'))).toBeGreaterThan(0);
    expect(compareHands(hand('5SS', '5HH', '2DD'), hand('4SS', '4HH', 'ADD'))).toBeGreaterThan(0);
    expect(compareHands(hand('5SS', '5HH', 'KDD'), hand('5CC', '5DD', 'QDD'))).toBeGreaterThan(0);
    expect(compareHands(hand('AHH', '9SS', '4DD'), hand('KHH', 'QSS', '10DD'))).toBeGreaterThan(0);
    expect(compareHands(hand('KSS', '9HH', '4CC'), hand('KHH', '9SS', '4DD'))).toBeGreaterThan(0);
  });
});
