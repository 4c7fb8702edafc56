import { API_BASE, endpoints, type EndpointName } from '../contract/endpoints';
import { ACCOUNT_POLL_MS, HIDDEN_ACCOUNT_POLL_MS } from '../streams/account/cadence';
import type { RequestLog, RequestRateReport } from './requestRates';

const MINUTE_MS = 60_000;

/** Streams shown on both the home page and the /test console (the spec's constants: every 20 s when logged in). */
const ACCOUNT_STREAMS: { label: string; endpoint: EndpointName }[] = [
  { label: 'user details', endpoint: 'userDetails' },
  { label: 'exposure', endpoint: 'exposure' },
  { label: 'trades', endpoint: 'tradeList' },
];
const EXPECTED = `${MINUTE_MS / ACCOUNT_POLL_MS}/min visible, ${MINUTE_MS / HIDDEN_ACCOUNT_POLL_MS}/min hidden`;

const pathOf = (endpoint: EndpointName) => `${API_BASE}/${endpoints[endpoint].path}`;

/** "count (req/min)": the count in the window, and the rate from the mean gap between requests when there are two or more. */
function cell(requests: RequestLog, path: string): string {
  const times = requests.get(path) ?? [];
  const first = times[0];
  const last = times[times.length - 1];
  if (times.length < 2 || first === undefined || last === undefined || last === first) return String(times.length);
  return `${times.length} (${((MINUTE_MS * (times.length - 1)) / (last - first)).toFixed(1)}/min)`;
}

function row(label: string, path: string, ...values: string[]): string {
  return [label.padEnd(13), path.padEnd(36), ...values.map((value) => value.padStart(15))].join(' ');
}

export function formatRequestRates(report: RequestRateReport): string {
  const seconds = report.windowMs / 1000;
  const lines = [
    `Requests per ${seconds} s window and phase; in brackets req/min from the mean gap between requests.`,
    `Expected for the account streams (streams/account/cadence.ts): ${EXPECTED}.`,
    'Each phase opens a fresh page; hidden = document.visibilityState "hidden" + visibilitychange, counted after the switch.',
    report.signInError === undefined
      ? 'Signed in with "Login With Demo Id".'
      : `NOT signed in (${report.signInError}); counts are anonymous.`,
    '',
    row('stream', 'path', ...report.phases.map((phase) => phase.name)),
  ];
  for (const stream of ACCOUNT_STREAMS) {
    const path = pathOf(stream.endpoint);
    lines.push(row(stream.label, path, ...report.phases.map((phase) => cell(phase.requests, path))));
  }
  const streamPaths = new Set(ACCOUNT_STREAMS.map((stream) => pathOf(stream.endpoint)));
  const otherPaths = [...new Set(report.phases.flatMap((phase) => [...phase.requests.keys()]))]
    .filter((path) => !streamPaths.has(path))
    .sort();
  if (otherPaths.length > 0) lines.push('', 'Other API paths seen:');
  for (const path of otherPaths) lines.push(row('', path, ...report.phases.map((phase) => cell(phase.requests, path))));
  return lines.join('\n');
}
