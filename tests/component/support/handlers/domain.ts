import { http } from 'msw';
import type { DomainConfig } from '../../../../contract/domain';
import { apiErrorJson, apiUrl, contractJson } from '../apiRoute';
import { domainConfigFixture } from '../fixtures';

/** Answers the domain lookup with `config`, once `answer` (if given) resolves. */
export const domainConfigHandler = (config: DomainConfig = domainConfigFixture, answer?: Promise<void>) =>
  http.get(apiUrl('domainByHost'), async () => {
    await answer;
    return contractJson('domainByHost', { status: true, data: config });
  });

export const unknownHostHandler = () => http.get(apiUrl('domainByHost'), () => apiErrorJson(404, 'Domain not found'));

/** The domain's banner images (DOM-13). */
export const bannersHandler = (banners: string[]) =>
  http.get(apiUrl('banners'), () => contractJson('banners', { status: true, data: banners.map((banner) => ({ banner })) }));

/** The domain's news notices (DOM-12). */
export const noticesHandler = (notices: string[]) =>
  http.get(apiUrl('notices'), () => contractJson('notices', { status: true, data: notices.map((notice) => ({ notice })) }));
