import { dialFraction } from '../../../../streams/casino/countdownRules';

export const DIAL_SIZE = 64;
export const DIAL_RADIUS = 27;
export const DIAL_CIRCUMFERENCE = 2 * Math.PI * DIAL_RADIUS;

/** Where the dial's parts are marked, for a picture of it to tick (pictureCountdown.ts). */
export const DIAL_MARKS = { countdown: 'data-countdown', arc: 'data-dial-arc', seconds: 'data-dial-seconds' } as const;

/** CAS-ALL-09: how the dial shows `countdown`: whole seconds, the arc's share of 25 s, red under 6 s. */
export function dialLook(countdown: number) {
  const fraction = dialFraction(countdown);
  return {
    seconds: Math.ceil(countdown),
    fraction,
    arcOffset: DIAL_CIRCUMFERENCE * (1 - fraction),
    colour: countdown < 6 ? '#ff5252' : '#69f0ae',
  };
}
