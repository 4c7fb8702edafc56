// `npm start`: build the app with the demo password baked in (OPEN-016), then serve app and API in this process.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { demoPasswordOf, loadConfig } from '../server/config';

const root = fileURLToPath(new URL('..', import.meta.url));
process.env.DEMO_PASSWORD = demoPasswordOf(loadConfig());

const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
const build = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit', env: process.env });
if (build.status !== 0) {
  console.error(`vite build failed (${build.status ?? build.signal})`);
  process.exit(build.status ?? 1);
}

await import('../server/main');
