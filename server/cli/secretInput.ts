import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/** The first line of standard input (`--password-stdin`: `printf '%s\n' "$PW" | npm run admin -- …`). */
export async function readStdinLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

/** Asks on the terminal without echoing what is typed. */
export async function promptHidden(question: string): Promise<string> {
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  process.stderr.write(question);
  const reader = createInterface({ input: process.stdin, output: silent, terminal: true });
  try {
    return await new Promise<string>((resolve) => reader.question('', resolve));
  } finally {
    reader.close();
    process.stderr.write('\n');
  }
}
