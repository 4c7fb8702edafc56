import { createContext, useContext } from 'react';

/** Whether the app started on a recording (QA's replay, OPEN-001) rather than on the live server. */
export const ReplayModeContext = createContext(false);

export const useReplayMode = (): boolean => useContext(ReplayModeContext);

/** The QA console's route (OPEN-001): it holds the replay bar in its own layout. */
export const QA_CONSOLE_ROUTE = 'test';
