import { describe, expect, it } from 'vitest';
import { COURSES } from '../../../../../server/engines/horse/courses';
import { createRace } from '../../../../../server/engines/horse/race';
import { seededRandom } from '../../../../../server/engines/sports/random';

describe('a race card', () => {
  it('has 6 to 12 runners, numbered, no two with the same name', () => {
    const random = seededRandom(3);
    let selectionId = 0;
    for (let race = 0; race < 200; race += 1) {
      const { runners } = createRace(`1.${race}`, COURSES[0]!, 0, random, () => (selectionId += 1));
      const names = runners.map((runner) => runner.name.replace(/^\d+\. /, ''));
      expect(runners.length).toBeGreaterThanOrEqual(6);
      expect(runners.length).toBeLessThanOrEqual(12);
      expect(runners.map((runner) => runner.name.split('.')[0])).toEqual(runners.map((_, index) => String(index + 1)));
      expect(new Set(names).size).toBe(names.length);
    }
  });
});
