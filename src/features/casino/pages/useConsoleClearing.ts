import { useEffect } from 'react';

/** CAS-LNCH-05 */
const CLEAR_CONSOLE_MS = 500;

/** CAS-LNCH-05 OPEN-088: the launcher clears the console every 500 ms, only when a build turns it on. */
export function useConsoleClearing(): void {
  useEffect(() => {
    const enabled: unknown = import.meta.env.VITE_LAUNCHER_CLEAR_CONSOLE;
    if (enabled !== 'true') return;
    const timer = setInterval(() => console.clear(), CLEAR_CONSOLE_MS);
    return () => clearInterval(timer);
  }, []);
}
