/** Where races run: countries (ISO codes, as the schedule's country tabs show them) and their courses. */
export interface Course {
  courseId: string;
  name: string;
  country: string;
  /** The course's time zone: its meeting runs in the local afternoon (or evening), as real meetings do. */
  timeZone: string;
  /** Local time of the first race, "HH:MM"; the others follow every half hour. */
  firstRace: string;
  races: number;
}

/** Between them the meetings cover the clock: Asia and Australia overnight (UTC), Europe and Africa by day, America in the evening. */
export const COURSES: readonly Course[] = [
  { courseId: '7001', name: 'Ascot', country: 'GB', timeZone: 'Europe/London', firstRace: '13:30', races: 7 },
  { courseId: '7002', name: 'Newmarket', country: 'GB', timeZone: 'Europe/London', firstRace: '13:50', races: 7 },
  { courseId: '7003', name: 'Kempton', country: 'GB', timeZone: 'Europe/London', firstRace: '17:40', races: 8 },
  { courseId: '7101', name: 'Leopardstown', country: 'IE', timeZone: 'Europe/Dublin', firstRace: '12:45', races: 8 },
  { courseId: '7102', name: 'Curragh', country: 'IE', timeZone: 'Europe/Dublin', firstRace: '14:05', races: 7 },
  { courseId: '7201', name: 'Flemington', country: 'AU', timeZone: 'Australia/Melbourne', firstRace: '12:20', races: 9 },
  { courseId: '7202', name: 'Randwick', country: 'AU', timeZone: 'Australia/Sydney', firstRace: '12:45', races: 9 },
  { courseId: '7301', name: 'Churchill Downs', country: 'US', timeZone: 'America/Kentucky/Louisville', firstRace: '13:00', races: 10 },
  { courseId: '7302', name: 'Santa Anita', country: 'US', timeZone: 'America/Los_Angeles', firstRace: '13:00', races: 9 },
  { courseId: '7401', name: 'Turffontein', country: 'ZA', timeZone: 'Africa/Johannesburg', firstRace: '12:10', races: 8 },
  { courseId: '7501', name: 'Longchamp', country: 'FR', timeZone: 'Europe/Paris', firstRace: '13:35', races: 8 },
  { courseId: '7601', name: 'Mahalaxmi', country: 'IN', timeZone: 'Asia/Kolkata', firstRace: '13:30', races: 8 },
  { courseId: '7701', name: 'Ellerslie', country: 'NZ', timeZone: 'Pacific/Auckland', firstRace: '12:30', races: 9 },
  { courseId: '7801', name: 'Tokyo', country: 'JP', timeZone: 'Asia/Tokyo', firstRace: '10:05', races: 12 },
];

export const RACE_NAMES = [
  '5f Hcap',
  '6f Mdn Stks',
  '7f Nov Stks',
  '1m Hcap',
  '1m2f Cond Stks',
  '1m4f Listed',
  '2m Hrd',
  '1m Grp3',
  '6f Claim Stks',
];

const FIRST = [
  'Golden',
  'Silent',
  'Royal',
  'Midnight',
  'Desert',
  'Silver',
  'Wild',
  'Crimson',
  'Northern',
  'Lucky',
  'Brave',
  'Misty',
  'Thunder',
  'Ocean',
  'Velvet',
  'Copper',
];
const SECOND = [
  'Arrow',
  'Storm',
  'Dancer',
  'Legend',
  'Spirit',
  'Echo',
  'Falcon',
  'Crown',
  'Whisper',
  'Comet',
  'Harbour',
  'Ember',
  'Meadow',
  'Rocket',
  'Sonnet',
  'Valley',
];

/** A horse's name from two word lists, e.g. "Midnight Falcon". */
export const horseName = (first: number, second: number): string => `${FIRST[first % FIRST.length]} ${SECOND[second % SECOND.length]}`;
