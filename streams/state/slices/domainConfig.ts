import type { DomainConfig } from '../../../contract/domain';
import { createStore } from '../createStore';

export type DomainConfigState = DomainConfig | null;

/** The domain configuration of this host; kept across logout (OPEN-134). */
export const domainConfigStore = createStore<DomainConfigState>('domainConfig', null);
