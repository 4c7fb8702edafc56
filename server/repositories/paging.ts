export interface PageRequest {
  page: number;
  pageSize: number;
}

export interface Page<T> {
  items: T[];
  total: number;
}

export const offsetOf = ({ page, pageSize }: PageRequest): number => (page - 1) * pageSize;
