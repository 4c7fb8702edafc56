/** REC-01: the page sizes a record table offers; 10 is the default. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** REC-04: page details; pages count from 1. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

export const FIRST_PAGE: PageRequest = { page: 1, pageSize: DEFAULT_PAGE_SIZE };

/** REC-04: what every paged record answer carries. */
export interface PagedAnswer<T> {
  pageItems: T[];
  currentPage: number;
  totalPages: number;
}
