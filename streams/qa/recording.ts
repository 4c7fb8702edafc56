import { z } from 'zod';
import { endpoints } from '../../contract/endpoints';
import { persistedSchemas } from '../state/persistedSchemas';
import { whyUnrecordable } from '../core/unrecordable';

/** One JSON line of a recording: a value that passed `source`, `t` ms after the recording started. */
export const recordingLine = z.object({
  t: z.number().min(0),
  name: z.string().min(1),
  key: z.string(),
  payload: z.unknown(),
});
export type RecordingLine = z.infer<typeof recordingLine>;

export const RECORDING_VERSION = 1;
/** The first line of every recording (`t` 0): format version, wall-clock start and the host it was made on. */
export const HEADER_LINE = '$recording';
/** The recorded user's session (never its token) at the start and at each login or logout. */
export const SESSION_LINE = '$session';

export const recordingHeader = z.object({
  version: z.literal(RECORDING_VERSION, { error: `unsupported version (this console reads version ${RECORDING_VERSION})` }),
  startedAt: z.number().int().min(0),
  host: z.string(),
});
export type RecordingHeader = z.infer<typeof recordingHeader>;

export const recordedSession = persistedSchemas.auth.omit({ accessToken: true }).strict();
export type RecordedSession = z.infer<typeof recordedSession>;

export type Recording = { header: RecordingHeader; lines: RecordingLine[] };
export type ParsedRecording = { ok: true; recording: Recording } | { ok: false; error: string };

export function serializeRecording({ header, lines }: Recording): string {
  const all: RecordingLine[] = [{ t: 0, name: HEADER_LINE, key: '', payload: header }, ...lines];
  return all.map((line) => `${JSON.stringify(line)}\n`).join('');
}

const isEndpointName = (name: string): name is keyof typeof endpoints => Object.hasOwn(endpoints, name);
const describeIssues = (error: z.ZodError, prefix = '') =>
  error.issues.map((i) => `${[prefix, ...i.path].filter(Boolean).join('.') || 'line'}: ${i.message}`).join('; ');

function checkPayload({ name, payload }: RecordingLine): string | undefined {
  const unrecordable = whyUnrecordable(name, payload);
  if (unrecordable) return unrecordable;
  if (name === HEADER_LINE) return undefined;
  if (name === SESSION_LINE) {
    const session = recordedSession.safeParse(payload);
    return session.success ? undefined : describeIssues(session.error, 'payload');
  }
  if (name.startsWith('$')) return `unknown line type ${name}`;
  if (!isEndpointName(name)) return undefined;
  const valid = endpoints[name].response.safeParse(payload);
  const issue = valid.error?.issues[0];
  return issue && `payload does not match the ${name} response: ${[...issue.path].join('.') || 'payload'}: ${issue.message}`;
}

function parseLine(text: string): RecordingLine | string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  const line = recordingLine.safeParse(json);
  if (!line.success) return describeIssues(line.error);
  return checkPayload(line.data) ?? line.data;
}

function parseHeader(line: RecordingLine): RecordingHeader | string {
  if (line.name !== HEADER_LINE) return `a recording starts with its ${HEADER_LINE} header line`;
  const header = recordingHeader.safeParse(line.payload);
  return header.success ? header.data : describeIssues(header.error, 'payload');
}

/** Parses a whole recording; the first bad line rejects all of it (`Line N: …`), so nothing half-loads. */
export function parseRecording(text: string): ParsedRecording {
  let header: RecordingHeader | undefined;
  const lines: RecordingLine[] = [];
  const fail = (index: number, why: string): ParsedRecording => ({ ok: false, error: `Line ${index + 1}: ${why}` });
  for (const [index, row] of text.split('\n').entries()) {
    if (row.trim() === '') continue;
    const line = parseLine(row);
    if (typeof line === 'string') return fail(index, line);
    if (header && line.name === HEADER_LINE) return fail(index, `a recording has one ${HEADER_LINE} line, the first`);
    if (header) {
      lines.push(line);
      continue;
    }
    const first = parseHeader(line);
    if (typeof first === 'string') return fail(index, first);
    header = first;
  }
  if (!header) return { ok: false, error: 'The recording is empty' };
  return { ok: true, recording: { header, lines: lines.sort((a, b) => a.t - b.t) } };
}
