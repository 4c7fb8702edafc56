import { z } from 'zod';
import { createStore } from '../createStore';

/** OPEN-133: transient UI state (open modal, selected tab), never persisted. */
const overviewState = z.object({ openModal: z.string().nullable(), selectedTab: z.string().nullable() });
export type OverviewState = z.infer<typeof overviewState>;

export const overviewStore = createStore<OverviewState>(
  'overview',
  { openModal: null, selectedTab: null },
  { schema: overviewState, persist: false },
);
