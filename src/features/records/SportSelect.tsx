import { useObservableState } from 'observable-hooks';
import { strings } from '../../../contract/strings';
import { ALL_SPORTS } from '../../../streams/records/betHistory';
import { events$ } from '../../../streams/sports/events$';
import { RecordSelect } from './RecordSelect';

const CASINO = 'Casino';

/** OPEN-103: "All", each sport of the catalogue, and Casino. */
export function SportSelect({ value, onChange }: { value: string; onChange: (sport: string) => void }) {
  const sports = useObservableState(events$)?.data ?? [];
  const names = [...new Set([...sports.map((sport) => sport.name), CASINO])];
  const options = [{ value: ALL_SPORTS, label: strings.betHistoryAllSports }, ...names.map((name) => ({ value: name, label: name }))];
  return <RecordSelect label={strings.betHistorySport} value={value} options={options} onChange={onChange} />;
}
