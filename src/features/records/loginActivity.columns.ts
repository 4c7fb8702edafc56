import type { LoginActivityRow } from '../../../contract/auth';
import { strings } from '../../../contract/strings';
import type { RecordColumn } from './recordColumn';

/** The address the server saw, when the server reports it (beside the one the client reported). */
type ActivityRow = LoginActivityRow & { serverIp?: string };

const base: RecordColumn<ActivityRow>[] = [
  { field: 'loginTime', headerName: strings.columnLoginTime, kind: 'date', value: (row) => row.loginTime, minWidth: 120 },
  { field: 'loginStatus', headerName: strings.columnLoginStatus, value: (row) => row.loginStatus, minWidth: 100 },
  { field: 'deviceIp', headerName: strings.columnDeviceIp, value: (row) => row.deviceIp, minWidth: 120, priority: 1 },
];
const serverIp: RecordColumn<ActivityRow> = {
  field: 'serverIp',
  headerName: strings.columnServerIp,
  value: (row) => row.serverIp,
  minWidth: 120,
  priority: 1,
};
const place: RecordColumn<ActivityRow>[] = [
  { field: 'isp', headerName: strings.columnIsp, value: (row) => row.isp, priority: 3 },
  { field: 'city', headerName: strings.columnCity, value: (row) => row.city, priority: 2 },
  { field: 'state', headerName: strings.columnState, value: (row) => row.state, priority: 2 },
  { field: 'country', headerName: strings.columnCountry, value: (row) => row.country, priority: 1 },
];

/** REC-19: when, whether and from where the user signed in; the Server IP column only when rows carry it. */
export function loginActivityColumns(rows: ActivityRow[]): RecordColumn<ActivityRow>[] {
  const withServerIp = rows.some((row) => row.serverIp !== undefined);
  return [...base, ...(withServerIp ? [serverIp] : []), ...place];
}
