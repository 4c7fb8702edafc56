import { useMemo, useState } from 'react';
import type { StatementRow } from '../../../contract/records';
import { strings } from '../../../contract/strings';
import { authStore } from '../../../streams/state/slices/auth';
import { fetchStatement, type StatementFilter } from '../../../streams/records/statement';
import type { DateRange } from '../../../streams/records/dataSource';
import { BetDetailDialog } from './BetDetailDialog';
import { DateRangeFilter } from './DateRangeFilter';
import { PagedRecordTable } from './PagedRecordTable';
import { RecordPageLayout } from './RecordPageLayout';
import { useRecordRange } from './recordRange.state';
import { RecordSelect, type SelectOption } from './RecordSelect';
import { statementColumns } from './statement.columns';
import { usePagedRecords, type FetchPage } from './usePagedRecords';

type Query = DateRange & { filter: StatementFilter };

const filters: SelectOption<StatementFilter>[] = [
  { value: 'all', label: strings.statementFilterAll },
  { value: 'upline', label: strings.statementFilterUpline },
  { value: 'betRecords', label: strings.statementFilterBetRecords },
];
const fetchPage: FetchPage<Query, StatementRow> = (page, query) => fetchStatement(page, query);
const rowId = (row: StatementRow, index: number) => `${row.createdAt}-${row.betId ?? ''}-${index}`;

/** REC-08 REC-09 REC-10 OPEN-100: /accountstatement — the user's ledger with the balance after each row. */
export function AccountStatementPage() {
  const range = useRecordRange();
  const [filter, setFilter] = useState<StatementFilter>('all');
  const [betId, setBetId] = useState<string | null>(null);
  const records = usePagedRecords(fetchPage, { ...range.range, filter });
  const userId = authStore.get().userDetails?._id ?? '';
  const columns = useMemo(() => statementColumns(userId, setBetId), [userId]);
  return (
    <RecordPageLayout
      title={strings.accountMenuStatement}
      filters={
        <>
          <DateRangeFilter range={range} />
          <RecordSelect label={strings.recordsFilter} value={filter} options={filters} onChange={setFilter} />
        </>
      }
    >
      <PagedRecordTable label={strings.accountMenuStatement} columns={columns} rowId={rowId} records={records} />
      {betId && <BetDetailDialog betId={betId} onClose={() => setBetId(null)} />}
    </RecordPageLayout>
  );
}
