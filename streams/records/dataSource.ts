import dayjs from 'dayjs';

/** REC-06: the Data Source choices; '' is the placeholder "Data Source" (no window chosen). */
export type DataSource = '' | 'live' | 'backup' | 'old';

/** A record window as the date fields show it: local calendar days, YYYY-MM-DD, both ends included. */
export interface DateRange {
  from: string;
  to: string;
}

const DAY = 'YYYY-MM-DD';
/** OPEN-102: BACKUP and OLD reach 30 and 90 days before yesterday (CONST-22). */
export const BACKUP_DAYS = 30;
export const OLD_DAYS = 90;

/**
 * REC-06 OPEN-101 OPEN-102: LIVE is today; BACKUP is [yesterday − 30 days, yesterday]; OLD is
 * [yesterday − 90 days, yesterday]; in the bettor's local time.
 */
export function dataSourceRange(source: Exclude<DataSource, ''>, nowMs: number): DateRange {
  const today = dayjs(nowMs).startOf('day');
  if (source === 'live') return { from: today.format(DAY), to: today.format(DAY) };
  const yesterday = today.subtract(1, 'day');
  const days = source === 'backup' ? BACKUP_DAYS : OLD_DAYS;
  return { from: yesterday.subtract(days, 'day').format(DAY), to: yesterday.format(DAY) };
}

/** OPEN-101: record pages open on today, with the placeholder shown. */
export const defaultRange = (nowMs: number): DateRange => dataSourceRange('live', nowMs);

/**
 * OPEN-102: the range as the request sends it, ISO-8601: from the first day's 00:00:00.000 to the last
 * day's 23:59:59.999 local time (today's end covers "now", so records made after the page opened show too).
 */
export function requestRange(range: DateRange): { from: string; to: string } {
  return {
    from: dayjs(range.from).startOf('day').toISOString(),
    to: dayjs(range.to).endOf('day').toISOString(),
  };
}
