import { useMemo } from 'react';
import type { LoginActivityRow } from '../../../contract/auth';
import { strings } from '../../../contract/strings';
import { fetchLoginActivity } from '../../../streams/records/loginActivity';
import { loginActivityColumns } from './loginActivity.columns';
import { PagedRecordTable } from './PagedRecordTable';
import { RecordPageLayout } from './RecordPageLayout';
import { usePagedRecords, type FetchPage } from './usePagedRecords';

const fetchPage: FetchPage<null, LoginActivityRow> = (page) => fetchLoginActivity(page);
const rowId = (row: LoginActivityRow, index: number) => `${row.loginTime}-${index}`;

/** REC-19 REC-20: /loginactivity ("Activity Log"); a failure is toasted by the stream. */
export function LoginActivityPage() {
  const records = usePagedRecords(fetchPage, null);
  const rows = records.result?.data?.pageItems;
  const columns = useMemo(() => loginActivityColumns(rows ?? []), [rows]);
  return (
    <RecordPageLayout title={strings.activityLog}>
      <PagedRecordTable label={strings.activityLog} columns={columns} rowId={rowId} records={records} showError={false} />
    </RecordPageLayout>
  );
}
