/** Where the API is mounted; its own module so the page's first script can send requests without the endpoint schemas. */
export const API_BASE = '/api';
