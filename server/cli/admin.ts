import { demoPasswordOf, loadConfig } from '../config';
import { openDatabase } from '../prepare';
import { runAdmin } from './run';

const config = loadConfig();
process.exitCode = await runAdmin(process.argv.slice(2), {
  openDb: () => openDatabase(config),
  now: Date.now,
  demoPassword: () => demoPasswordOf(config),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
