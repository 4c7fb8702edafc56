import { describe, expect, it } from 'vitest';
import { upsertDomain } from '../../server/cli/commands/domain';
import { cliContextOf, errorMessageOf, localDomainId, useTestApp } from './helper';

const test = useTestApp();

const getPage = (domainId: string, d: string) =>
  test.app.inject({ method: 'GET', url: `/api/domain/page/${domainId}/kyc`, headers: { d } });

describe('footer pages follow the scoping of notices and banners', () => {
  it("SRV-01 SHELL-45 a page answers for the domain header d names, never for another domain's id", async () => {
    const localId = await localDomainId(test.app);
    const otherId = (await upsertDomain(cliContextOf(test), { host: ['pages.test'], title: 'Pages' })).id;
    expect((await getPage(localId, 'localhost')).json()).toMatchObject({ status: true });
    expect((await getPage(localId, localId)).json()).toMatchObject({ status: true });
    for (const [domainId, d] of [
      [otherId, 'localhost'],
      [localId, 'pages.test'],
      [localId, otherId],
    ] as const) {
      const response = await getPage(domainId, d);
      expect(response.statusCode).toBe(404);
      expect(errorMessageOf(response)).toBe('Domain not found');
    }
  });
});
