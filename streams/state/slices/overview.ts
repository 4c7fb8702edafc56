import { createStore } from '../createStore';

/** OPEN-133: transient UI state (open modal, selected tab), never persisted. */
export interface OverviewState {
  openModal: string | null;
  selectedTab: string | null;
}

export const overviewStore = createStore<OverviewState>('overview', { openModal: null, selectedTab: null }, { persist: false });
