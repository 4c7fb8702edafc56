import { readFileSync } from 'node:fs';

/** Linux's clock ticks per second for /proc/<pid>/stat (USER_HZ, 100 on every mainstream kernel). */
const CPU_TICKS_PER_S = 100;

/** The CPU seconds (user + system) the processes have used so far, from /proc; null where /proc cannot tell. */
export function cpuSecondsOf(pids: readonly number[]): number | null {
  try {
    return pids.reduce((sum, pid) => {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return sum + (Number(fields[11]) + Number(fields[12])) / CPU_TICKS_PER_S;
    }, 0);
  } catch {
    return null;
  }
}
