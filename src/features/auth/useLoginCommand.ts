import { useState } from 'react';
import type { LoginOutcome } from '../../../streams/auth/login';

/** AUTH-18: idle → running → idle whatever the outcome; `onSuccess` runs only for { ok: true }. */
export function useLoginCommand(onSuccess?: () => void) {
  const [running, setRunning] = useState(false);

  const run = async (command: () => Promise<LoginOutcome>): Promise<void> => {
    setRunning(true);
    try {
      const outcome = await command();
      if (outcome.ok) onSuccess?.();
    } finally {
      setRunning(false);
    }
  };

  return { running, run };
}
