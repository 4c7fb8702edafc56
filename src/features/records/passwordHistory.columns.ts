import type { PasswordHistoryRow } from '../../../contract/auth';
import { strings } from '../../../contract/strings';
import type { RecordColumn } from './recordColumn';

/** REC-18: who changed whose password, and when. */
export const passwordHistoryColumns: RecordColumn<PasswordHistoryRow>[] = [
  { field: 'createdAt', headerName: strings.columnDate, kind: 'date', value: (row) => row.createdAt, minWidth: 120 },
  { field: 'updatedOf', headerName: strings.columnUpdatedOf, value: (row) => row.updatedOf },
  { field: 'updatedBy', headerName: strings.columnUpdatedBy, value: (row) => row.updatedBy },
];
