import TextField from '@mui/material/TextField';
import { strings } from '../../../contract/strings';
import type { DataSource } from '../../../streams/records/dataSource';
import type { RecordRange } from './recordRange.state';
import { RecordSelect, type SelectOption } from './RecordSelect';

const sources: SelectOption<Exclude<DataSource, ''>>[] = [
  { value: 'live', label: strings.liveData },
  { value: 'backup', label: strings.backupData },
  { value: 'old', label: strings.oldData },
];

/** REC-06 REC-07: the Data Source select and the From / To dates of a record page. */
export function DateRangeFilter({ range }: { range: RecordRange }) {
  const dateField = (field: 'from' | 'to', label: string) => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={range.range[field]}
      onChange={(event) => event.target.value && range.editDate(field, event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ flex: { xs: '1 1 140px', sm: '0 0 170px' } }}
    />
  );
  return (
    <>
      <RecordSelect label={strings.dataSource} value={range.source} options={sources} onChange={range.chooseSource} />
      {dateField('from', strings.recordsFrom)}
      {dateField('to', strings.recordsTo)}
    </>
  );
}
