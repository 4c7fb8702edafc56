import { useMemo, useState } from 'react';
import type { BetDetail } from '../../../contract/bets';
import { strings } from '../../../contract/strings';
import { ALL_SPORTS, fetchBetHistory, type BetStatus } from '../../../streams/records/betHistory';
import type { DateRange } from '../../../streams/records/dataSource';
import { betHistoryColumns } from './betHistory.columns';
import { DateRangeFilter } from './DateRangeFilter';
import { PagedRecordTable } from './PagedRecordTable';
import { RecordPageLayout } from './RecordPageLayout';
import { useRecordRange } from './recordRange.state';
import { RecordSelect, type SelectOption } from './RecordSelect';
import { SportSelect } from './SportSelect';
import { usePagedRecords, type FetchPage } from './usePagedRecords';

type Query = DateRange & { status: BetStatus; sportsName: string };

const statuses: SelectOption<BetStatus>[] = [
  { value: 'unsettled', label: strings.betStatusUnsettled },
  { value: 'settled', label: strings.betStatusSettled },
];
const fetchPage: FetchPage<Query, BetDetail> = (page, query) => fetchBetHistory(page, query);
const rowId = (bet: BetDetail) => bet.betId;

/** REC-13 REC-14 OPEN-103: /betshistory — unsettled bets first, settled ones with when and how they settled. */
export function BetHistoryPage() {
  const range = useRecordRange();
  const [status, setStatus] = useState<BetStatus>('unsettled');
  const [sportsName, setSportsName] = useState(ALL_SPORTS);
  const records = usePagedRecords(fetchPage, { ...range.range, status, sportsName });
  const columns = useMemo(() => betHistoryColumns(status), [status]);
  return (
    <RecordPageLayout
      title={strings.betsHistory}
      filters={
        <>
          <DateRangeFilter range={range} />
          <RecordSelect label={strings.betStatus} value={status} options={statuses} onChange={setStatus} />
          <SportSelect value={sportsName} onChange={setSportsName} />
        </>
      }
    >
      <PagedRecordTable label={strings.betsHistory} columns={columns} rowId={rowId} records={records} />
    </RecordPageLayout>
  );
}
