/** A closed time window as stored timestamps (ISO-8601 UTC, so text order is time order). */
export interface TimeWindow {
  from: string;
  to: string;
}

/** The request's dates (any offset) as stored timestamps. */
export const storedWindow = (window: TimeWindow): TimeWindow => ({
  from: new Date(window.from).toISOString(),
  to: new Date(window.to).toISOString(),
});
