import { seededRandom } from '../../server/engines/sports/random';
import { auditRaces } from './horses';
import { auditMatches } from './matches';
import { COMMISSION, createTally, leaks, type StrategyResult } from './tally';

export interface EdgeAuditSizes {
  cricket: number;
  soccer: number;
  tennis: number;
  horses: number;
}

export interface SportAudit {
  sport: keyof EdgeAuditSizes;
  matches: number;
  results: StrategyResult[];
}

/** Plays the seeded matches of each sport and returns every strategy's result, sport by sport. */
export function runEdgeAudit(sizes: EdgeAuditSizes, seed: number): SportAudit[] {
  return (Object.keys(sizes) as (keyof EdgeAuditSizes)[]).map((sport, index) => {
    const tally = createTally();
    const random = seededRandom(seed + index);
    if (sport === 'horses') auditRaces(tally, sizes.horses, random);
    else auditMatches(tally, sport, sizes[sport], random);
    return { sport, matches: sizes[sport], results: tally.results().sort((a, b) => a.name.localeCompare(b.name)) };
  });
}

const percent = (value: number): string => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)}%`;

/** The audit as a table: each strategy's return per unit risked, its standard error, and whether it leaks. */
export function formatEdgeAudit(audits: readonly SportAudit[]): string {
  const lines = [
    `Return per unit risked after ${(COMMISSION * 100).toFixed(0)} % commission on exchange markets; SE per match; LEAK = above 1 + 3 SE.`,
  ];
  for (const { sport, matches, results } of audits) {
    const leaking = results.filter(leaks);
    lines.push(
      '',
      `${sport}: ${matches} seeded matches, ${results.length} strategies, ${leaking.length} leaking; worst z = ${Math.max(...results.map((r) => (r.returns - 1) / (r.standardError || 1))).toFixed(2)}`,
    );
    lines.push(`  ${'strategy'.padEnd(62)} ${'bets'.padStart(7)} ${'return'.padStart(8)} ${'SE'.padStart(7)}`);
    for (const result of results) {
      lines.push(
        `  ${result.name.padEnd(62)} ${String(result.bets).padStart(7)} ${percent(result.returns - 1).padStart(8)} ${(result.standardError * 100).toFixed(1).padStart(6)}%${leaks(result) ? '  LEAK' : ''}`,
      );
    }
  }
  return lines.join('\n');
}
