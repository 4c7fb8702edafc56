import { z } from 'zod';
import { endpoints } from '../../contract/endpoints';

/** One JSON line of a recording: a value that passed `source`, `t` ms after the recording started. */
export const recordingLine = z.object({
  t: z.number().min(0),
  name: z.string().min(1),
  key: z.string(),
  payload: z.unknown(),
});
export type RecordingLine = z.infer<typeof recordingLine>;

export type ParsedRecording = { ok: true; lines: RecordingLine[] } | { ok: false; error: string };

export function serializeRecording(lines: readonly RecordingLine[]): string {
  return lines.map((line) => `${JSON.stringify(line)}\n`).join('');
}

const isEndpointName = (name: string): name is keyof typeof endpoints => Object.hasOwn(endpoints, name);

function parseLine(text: string): RecordingLine | string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  const line = recordingLine.safeParse(json);
  if (!line.success) return line.error.issues.map((i) => `${i.path.join('.') || 'line'}: ${i.message}`).join('; ');
  const { name, payload } = line.data;
  if (isEndpointName(name)) {
    const valid = endpoints[name].response.safeParse(payload);
    if (!valid.success) return `payload does not match ${name}: ${valid.error.issues[0]?.message ?? 'invalid'}`;
  }
  return line.data;
}

/** Parses a whole recording; the first bad line rejects all of it, so nothing half-loads. Lines come back in time order. */
export function parseRecording(text: string): ParsedRecording {
  const lines: RecordingLine[] = [];
  const rows = text.split('\n');
  for (const [index, row] of rows.entries()) {
    if (row.trim() === '') continue;
    const parsed = parseLine(row);
    if (typeof parsed === 'string') return { ok: false, error: `Line ${index + 1}: ${parsed}` };
    lines.push(parsed);
  }
  if (lines.length === 0) return { ok: false, error: 'The recording is empty' };
  return { ok: true, lines: lines.sort((a, b) => a.t - b.t) };
}
