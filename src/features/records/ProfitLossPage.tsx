import { lazy, Suspense, useMemo } from 'react';
import { useParams } from 'react-router';
import type { ProfitLossRow } from '../../../contract/records';
import { strings } from '../../../contract/strings';
import type { DateRange } from '../../../streams/records/dataSource';
import { fetchProfitLoss, type ProfitLossLevel } from '../../../streams/records/profitLoss';
import { DateRangeFilter } from './DateRangeFilter';
import { PagedRecordTable } from './PagedRecordTable';
import { profitLossColumns } from './profitLoss.columns';
import { ProfitLossBreadcrumbs } from './ProfitLossBreadcrumbs';
import { RecordPageLayout } from './RecordPageLayout';
import { useRecordRange } from './recordRange.state';
import { usePagedRecords, type FetchPage } from './usePagedRecords';

const ProfitLossChart = lazy(() => import('./ProfitLossChart'));

type Query = DateRange & ProfitLossLevel;

const fetchPage: FetchPage<Query, ProfitLossRow> = (page, query) => fetchProfitLoss(page, query);
const rowId = (row: ProfitLossRow, index: number) => [row.eventId, row.matchId, row.markettype, row.placeTime, index].join('|');

/** REC-15 REC-16 REC-17: /profitloss/:eventId?/:matchId?/:markettype? — the cumulative line, then the level's table. */
export function ProfitLossPage() {
  const { eventId, matchId, markettype } = useParams();
  const level = useMemo(() => ({ eventId, matchId, markettype }), [eventId, matchId, markettype]);
  const range = useRecordRange();
  const records = usePagedRecords(fetchPage, { ...range.range, ...level });
  const columns = useMemo(() => profitLossColumns(level), [level]);
  return (
    <RecordPageLayout title={strings.profitAndLoss} filters={<DateRangeFilter range={range} />}>
      <Suspense fallback={null}>
        <ProfitLossChart range={range.range} />
      </Suspense>
      <ProfitLossBreadcrumbs level={level} sample={records.result?.data?.pageItems[0]} />
      <PagedRecordTable label={strings.profitAndLoss} columns={columns} rowId={rowId} records={records} />
    </RecordPageLayout>
  );
}
