import type { DomainConfig } from '../../contract/domain';

/** DOM-07 OPEN-030: only the status "suspend" counts; any other value (or none) is active. */
export function isSuspended(config: Pick<DomainConfig, 'status'> | undefined): boolean {
  return config?.status === 'suspend';
}
