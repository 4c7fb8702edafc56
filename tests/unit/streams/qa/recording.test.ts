import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRecording, serializeRecording, type Recording } from '../../../../streams/qa/recording';

const HEADER = '{"t":0,"name":"$recording","key":"","payload":{"version":1,"startedAt":5,"host":"localhost"}}';
const withHeader = (...rows: string[]) => [HEADER, ...rows].join('\n');

describe('recording format', () => {
  it('OPEN-001 a recording is its $recording header then {t, name, key, payload} JSON lines, and reads back the same', () => {
    const recording: Recording = {
      header: { version: 1, startedAt: 1_700_000_000_000, host: 'localhost' },
      lines: [
        { t: 0, name: '$session', key: '', payload: { isLoggedIn: false, userDetails: null } },
        { t: 20, name: 'exposure', key: 'bet/exposure/fetch', payload: { status: true, data: 12.5 } },
      ],
    };
    const text = serializeRecording(recording);
    expect(text).toBe(
      '{"t":0,"name":"$recording","key":"","payload":{"version":1,"startedAt":1700000000000,"host":"localhost"}}\n' +
        '{"t":0,"name":"$session","key":"","payload":{"isLoggedIn":false,"userDetails":null}}\n' +
        '{"t":20,"name":"exposure","key":"bet/exposure/fetch","payload":{"status":true,"data":12.5}}\n',
    );
    expect(parseRecording(text)).toEqual({ ok: true, recording });
  });

  it('OPEN-001 the committed account-session recording loads: demo login, then the 20 s account polls', () => {
    const parsed = parseRecording(readFileSync('tests/recordings/account-session.jsonl', 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error);
    const { header, lines } = parsed.recording;
    expect(header).toMatchObject({ version: 1, host: 'localhost' });
    expect(lines[0]).toEqual({ t: 0, name: '$session', key: '', payload: { isLoggedIn: false, userDetails: null } });
    expect(lines.filter((line) => line.name === '$session').map((line) => line.payload)).toEqual([
      { isLoggedIn: false, userDetails: null },
      { isLoggedIn: true, userDetails: expect.objectContaining({ userName: expect.stringMatching(/^demo@/) }) },
    ]);
    expect(lines.filter((line) => line.name === 'userDetails').length).toBeGreaterThanOrEqual(3);
    expect(lines.some((line) => line.name === 'signIn')).toBe(false);
  });

  it.each([
    ['not JSON', withHeader('{"t":1,'), 'Line 2: not JSON'],
    ['no header', '{"t":0,"name":"x","key":"k","payload":1}', 'Line 1: a recording starts with its $recording header line'],
    [
      'another version',
      '{"t":0,"name":"$recording","key":"","payload":{"version":2,"startedAt":5,"host":"x"}}',
      'Line 1: payload.version: unsupported version (this console reads version 1)',
    ],
    ['a negative time', withHeader('{"t":-5,"name":"x","key":"k","payload":1}'), 'Line 2: t: Too small: expected number to be >=0'],
    ['no key', withHeader('{"t":5,"name":"x","payload":1}'), 'Line 2: key: Invalid input: expected string, received undefined'],
    [
      'a payload the endpoint would not answer',
      withHeader('{"t":1,"name":"exposure","key":"bet/exposure/fetch","payload":{"status":true,"data":"x"}}'),
      'Line 2: payload does not match the exposure response: data: Invalid input: expected number, received string',
    ],
    ['an unknown metadata line', withHeader('{"t":1,"name":"$weird","key":"","payload":{}}'), 'Line 2: unknown line type $weird'],
    [
      'a sign-in answer',
      withHeader('{"t":1,"name":"signIn","key":"auth/signin","payload":{"status":true,"data":null}}'),
      'Line 2: signIn is never recorded (it carries credentials or personal data)',
    ],
    [
      'a token anywhere in a payload',
      withHeader('{"t":1,"name":"custom","key":"k","payload":{"a":[{"userToken":"abc"}]}}'),
      'Line 2: the payload carries a secret field (userToken)',
    ],
    [
      'a session that is not the auth slice',
      withHeader('{"t":1,"name":"$session","key":"","payload":{"isLoggedIn":"yes","userDetails":null}}'),
      'Line 2: payload.isLoggedIn: Invalid input: expected boolean, received string',
    ],
    ['a second header', withHeader(HEADER), 'Line 2: a recording has one $recording line, the first'],
    ['nothing', '\n\n', 'The recording is empty'],
  ])('OPEN-001 a file with %s is rejected with its line', (_, text, error) => {
    expect(parseRecording(text)).toEqual({ ok: false, error });
  });

  it('OPEN-001 lines come back in time order and blank lines are skipped', () => {
    const parsed = parseRecording(withHeader('{"t":9,"name":"a","key":"","payload":1}', '', '{"t":3,"name":"b","key":"","payload":2}'));
    expect(parsed.ok && parsed.recording.lines.map((line) => line.name)).toEqual(['b', 'a']);
  });
});
