import { domainConfig, type DomainConfig } from '../../../contract/domain';
import { createStore } from '../createStore';

/** The domain configuration of this host; kept across logout (OPEN-134). */
export const domainConfigStore = createStore<DomainConfig | null>('domainConfig', null, {
  schema: domainConfig.nullable(),
});
