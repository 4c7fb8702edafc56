/** Header names of the spec's API. */
export const HEADER_DOMAIN = 'd';
export const HEADER_USER_TOKEN = 'user-token';
export const HEADER_AUTHORIZATION = 'authorization';
export const UNAUTHORIZED_MESSAGE = 'Unauthorized';
