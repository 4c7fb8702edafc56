/** Run by bench/run.ts inside scripts/with-postgres.sh: the scale path on a fresh PostgreSQL database. */
import pg from 'pg';
import { measureScaleOut } from './scaleOut';

const adminUrl = process.env.TEST_PG_URL;
if (!adminUrl) throw new Error('TEST_PG_URL is not set (run through scripts/with-postgres.sh)');
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query('CREATE DATABASE bench_scale');
await admin.end();
const url = new URL(adminUrl);
url.pathname = '/bench_scale';
console.log(await measureScaleOut(url.toString()));
