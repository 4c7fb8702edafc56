import dayjs from 'dayjs';

/** HORSE-11 SHELL-16: the race page opens this long after the click. */
export const RACE_LINK_DELAY_MS = 200;

/** OPEN-071: the race's name is its course and local start time. */
export const raceName = (course: string, stime: string): string => `${course} ${dayjs(stime).format('HH:mm')}`;

/** HORSE-11 OPEN-031: /HorseMarket?gmid=…&sportsName=horse&raceName=…&sportId=10 */
export function raceLink(gmid: string, course: string, stime: string): string {
  const query = new URLSearchParams({ gmid, sportsName: 'horse', raceName: raceName(course, stime), sportId: '10' });
  return `/HorseMarket?${query.toString().replace(/\+/g, '%20')}`;
}
