/** SPEC §9 / POLL-01..03: account polls while logged in and the tab is visible. */
export const USER_POLL_MS = 20_000;
export const EXPOSURE_POLL_MS = 20_000;
export const TRADES_POLL_MS = 20_000;
/** A hidden tab refreshes the account three times slower; it catches up at once when visible again. */
export const HIDDEN_ACCOUNT_POLL_MS = 60_000;
