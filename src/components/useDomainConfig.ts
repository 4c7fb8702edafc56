import { useObservableState } from 'observable-hooks';
import type { DomainConfig } from '../../contract/domain';
import type { Result } from '../../streams/core/result';
import { domainConfig$ } from '../../streams/domain/domainConfig$';

/** The domain config lookup as it stands: undefined until the first answer (DOM-01). */
export function useDomainConfigResult(): Result<DomainConfig> | undefined {
  return useObservableState(domainConfig$);
}

/** The domain config once it is known; the shell renders branded UI only after that (DOM-01). */
export function useDomainConfig(): DomainConfig | undefined {
  return useDomainConfigResult()?.data;
}
