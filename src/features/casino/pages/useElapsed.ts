import { useEffect, useState } from 'react';

/** False until `ms` have passed since the component mounted (true from the start when `ms` is not above zero). */
export function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(ms <= 0);
  useEffect(() => {
    if (ms <= 0) return;
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}
