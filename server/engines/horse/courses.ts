/** Where races run: countries (ISO codes, as the schedule's country tabs show them) and their courses. */
export interface Course {
  courseId: string;
  name: string;
  country: string;
  /** Minutes past the hour of the course's first race slot, so the courses' races interleave. */
  offsetMinutes: number;
}

export const COURSES: readonly Course[] = [
  { courseId: '7001', name: 'Ascot', country: 'GB', offsetMinutes: 0 },
  { courseId: '7002', name: 'Newmarket', country: 'GB', offsetMinutes: 10 },
  { courseId: '7003', name: 'Kempton', country: 'GB', offsetMinutes: 20 },
  { courseId: '7101', name: 'Leopardstown', country: 'IE', offsetMinutes: 5 },
  { courseId: '7102', name: 'Curragh', country: 'IE', offsetMinutes: 25 },
  { courseId: '7201', name: 'Flemington', country: 'AU', offsetMinutes: 15 },
  { courseId: '7202', name: 'Randwick', country: 'AU', offsetMinutes: 0 },
  { courseId: '7301', name: 'Churchill Downs', country: 'US', offsetMinutes: 12 },
  { courseId: '7401', name: 'Turffontein', country: 'ZA', offsetMinutes: 8 },
  { courseId: '7501', name: 'Longchamp', country: 'FR', offsetMinutes: 18 },
];

export const RACE_NAMES = ['5f Hcap', '6f Mdn Stks', '7f Nov Stks', '1m Hcap', '1m2f Cond Stks', '1m4f Listed', '2m Hrd', '1m Grp3', '6f Claim Stks'];

const FIRST = ['Golden', 'Silent', 'Royal', 'Midnight', 'Desert', 'Silver', 'Wild', 'Crimson', 'Northern', 'Lucky', 'Brave', 'Misty', 'Thunder', 'Ocean', 'Velvet', 'Copper'];
const SECOND = ['Arrow', 'Storm', 'Dancer', 'Legend', 'Spirit', 'Echo', 'Falcon', 'Crown', 'Whisper', 'Comet', 'Harbour', 'Ember', 'Meadow', 'Rocket', 'Sonnet', 'Valley'];

/** A horse's name from two word lists, e.g. "Midnight Falcon". */
export const horseName = (first: number, second: number): string => `${FIRST[first % FIRST.length]} ${SECOND[second % SECOND.length]}`;
