const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one base64 VLQ segment of a source map's `mappings` into its numbers. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char) ?? 0;
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

export interface SourceMapLike {
  sources: string[];
  mappings: string;
}

/**
 * Bytes of generated code per original source: each mapped segment runs to the next segment of its line
 * (or the line's end). Unmapped code (bundler glue) counts under the empty name.
 */
export function bytesPerSource(code: string, map: SourceMapLike): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (source: string, bytes: number) => totals.set(source, (totals.get(source) ?? 0) + bytes);
  const lines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNumber) => {
    const lineLength = Buffer.byteLength(lines[lineNumber] ?? '');
    const segments = lineMappings === '' ? [] : lineMappings.split(',').map(decodeSegment);
    let column = 0;
    const starts: { column: number; source: string }[] = [];
    for (const segment of segments) {
      column += segment[0] ?? 0;
      if (segment.length >= 4) {
        sourceIndex += segment[1] ?? 0;
        starts.push({ column, source: map.sources[sourceIndex] ?? '' });
      } else {
        starts.push({ column, source: '' });
      }
    }
    if (starts.length === 0 || (starts[0]?.column ?? 0) > 0) add('', starts[0]?.column ?? lineLength);
    starts.forEach((start, index) => add(start.source, (starts[index + 1]?.column ?? lineLength) - start.column));
  });
  return totals;
}

/** The npm package a source path belongs to, or our top folder (src, streams, contract) for our code. */
export function packageOf(source: string): string {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inModules?.[1]) return inModules[1];
  const ours = /(?:^|\/)(src|streams|contract)\//.exec(source);
  return ours?.[1] ? `(our ${ours[1]}/)` : '(bundler glue)';
}
