/** Run by bench/bets.ts inside scripts/with-postgres.sh: measures the bet rate on a fresh PostgreSQL database. */
import pg from 'pg';
import { formatBetRate, measureBetRate } from './betRate';

const adminUrl = process.env.TEST_PG_URL;
if (!adminUrl) throw new Error('TEST_PG_URL is not set (run through scripts/with-postgres.sh)');
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query('CREATE DATABASE bench_bets');
await admin.end();
const url = new URL(adminUrl);
url.pathname = '/bench_bets';
console.log(formatBetRate('PostgreSQL', await measureBetRate(url.toString())));
