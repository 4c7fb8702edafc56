import { strings } from '../../../contract/strings';
import type { PasswordHistoryRow } from '../../../contract/auth';
import { fetchPasswordHistory } from '../../../streams/records/passwordHistory';
import { PagedRecordTable } from './PagedRecordTable';
import { passwordHistoryColumns } from './passwordHistory.columns';
import { RecordPageLayout } from './RecordPageLayout';
import { usePagedRecords, type FetchPage } from './usePagedRecords';

const fetchPage: FetchPage<null, PasswordHistoryRow> = (page) => fetchPasswordHistory(page);
const rowId = (row: PasswordHistoryRow, index: number) => `${row.createdAt}-${index}`;

/** REC-18: /passwordhistory. */
export function PasswordHistoryPage() {
  const records = usePagedRecords(fetchPage, null);
  return (
    <RecordPageLayout title={strings.passwordHistory}>
      <PagedRecordTable label={strings.passwordHistory} columns={passwordHistoryColumns} rowId={rowId} records={records} />
    </RecordPageLayout>
  );
}
