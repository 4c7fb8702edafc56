import { http } from 'msw';
import type { DomainConfig } from '../../../../contract/domain';
import { apiErrorJson, apiUrl, contractJson } from '../apiRoute';
import { domainConfigFixture } from '../fixtures';

export const domainConfigHandler = (config: DomainConfig = domainConfigFixture) =>
  http.get(apiUrl('domainByHost'), () => contractJson('domainByHost', { status: true, data: config }));

export const unknownHostHandler = () => http.get(apiUrl('domainByHost'), () => apiErrorJson(404, 'Domain not found'));
