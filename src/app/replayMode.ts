import { createContext, useContext } from 'react';

/** Whether the app started on a recording (QA's replay, OPEN-001) rather than on the live server. */
export const ReplayModeContext = createContext(false);

export const useReplayMode = (): boolean => useContext(ReplayModeContext);
