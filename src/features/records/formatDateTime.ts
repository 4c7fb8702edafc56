import dayjs from 'dayjs';

/** Record dates in the bettor's own time zone (the browser's), e.g. "23 Nov 2026, 14:05:09". */
export function formatDateTime(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('DD MMM YYYY, HH:mm:ss') : String(value);
}
