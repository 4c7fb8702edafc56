import dayjs from 'dayjs';

/** Record dates in the bettor's own time zone (the browser's), e.g. "23 Nov 2026, 14:05:09". */
export function formatDateTime(value: string | number | null | undefined, compact = false): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  // Phones get the short form ("23 Nov 14:05"), so the amounts stay on screen.
  return date.isValid() ? date.format(compact ? 'DD MMM HH:mm' : 'DD MMM YYYY, HH:mm:ss') : String(value);
}
