import { demoPasswordOf, loadConfig } from '../config';
import { OPERATOR_LOCK_WAIT_MS } from '../db/connect';
import { openDatabase } from '../prepare';
import { UsageError } from './command';
import { runAdmin } from './run';
import { promptHidden, readStdinLine } from './secretInput';

const config = loadConfig();
process.exitCode = await runAdmin(process.argv.slice(2), {
  openDb: () => openDatabase(config, { lockWaitMs: OPERATOR_LOCK_WAIT_MS }),
  now: Date.now,
  demoPassword: () => demoPasswordOf(config),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  readSecret: async (from) => {
    if (from === 'stdin') return readStdinLine();
    if (!process.stdin.isTTY) throw new UsageError('no terminal to ask for the password: pipe it in with --password-stdin');
    return promptHidden('Password: ');
  },
});
