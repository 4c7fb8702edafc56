/** Server-only messages (the spec's own strings live in contract/strings.ts). */
export const messages = {
  currentPasswordWrong: 'Current password is incorrect.',
  passwordsDoNotMatch: 'New password and confirm password do not match.',
  passwordUnchanged: 'New password must be different from the current password.',
  passwordTooShort: 'New password must be at least 6 characters.',
  demoPasswordFixed: 'The demo account password cannot be changed.',
  forbidden: 'Forbidden',
  routeNotFound: 'Route not found',
  malformedPath: 'The path is not valid: a %-escape is malformed or not UTF-8',
  pathSegmentTooLong: 'The path is not valid: a path segment is too long',
  internalError: 'Internal Server Error',
  tooManyAttempts: 'Too many attempts, please try again later.',
  serverBusy: 'The server is busy, please try again in a moment.',
  loggedOut: 'Logged out',
  locksOfOthers: 'setFor must be your own user id',
} as const;
