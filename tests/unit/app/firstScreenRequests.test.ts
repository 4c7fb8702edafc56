// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenOf, sendFirstScreenRequests } from '../../../src/app/routes/firstScreenRequests';

/** The requests a page's first script sent (its fetch stubbed), each URL with its domain header. */
function stubServer(answers: Record<string, unknown>) {
  const sent: string[] = [];
  vi.stubGlobal('fetch', (url: string, init: { headers: Record<string, string> }) => {
    sent.push(`${url} d=${init.headers.d}`);
    return Promise.resolve(
      new Response(JSON.stringify(answers[url] ?? { status: false, message: 'Not Found' }), { status: answers[url] ? 200 : 404 }),
    );
  });
  return sent;
}

describe('the first screen requests sent before the app loaded', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('the home page: the sports list and the cricket, tennis and soccer match lists, then its banners', () => {
    const home = {
      paths: ['v2/get-events', 'v2/get-matches-by-eventid/4', 'v2/get-matches-by-eventid/2', 'v2/get-matches-by-eventid/1'],
      banners: true,
    };
    expect(firstScreenOf('')).toEqual(home);
    expect(firstScreenOf('#/')).toEqual(home);
    expect(firstScreenOf('#/?tab=inplay')).toEqual(home);
  });

  it('a casino table: the games list, not its round (taken after the background, it would be stale); a play page', () => {
    expect(firstScreenOf('#/play-casino-new/56767/teen20')).toEqual({
      paths: ['sports/casino/games'],
      banners: false,
      playPage: true,
    });
  });

  it("a match page: its sport's match list, bookmaker and fancy at once", () => {
    expect(firstScreenOf('#/fullmarket/4/101480/35175532?inplay=true').paths).toEqual([
      'v2/get-events',
      'v2/get-matches-by-eventid/4',
      'v2/fetch-bookmaker-odds/4/101480/35175532',
      'v2/fetch-market-session/4/101480/35175532',
    ]);
  });

  it('any other page: none besides the domain config', () => {
    expect(firstScreenOf('#/casino')).toEqual({ paths: [], banners: false });
  });

  it('a visitor on a match page: the Match Odds with the market ids its match list gave, all with the host as domain header', async () => {
    const sent = stubServer({
      '/api/domain/host/localhost': { status: true, data: { _id: 'dom-1' } },
      '/api/v2/get-matches-by-eventid/4': { status: true, data: [{ matchId: '35175532', joinedMarketIds: '1.5,1.6' }] },
    });
    sendFirstScreenRequests('#/fullmarket/4/101480/35175532');
    await vi.waitFor(() => expect(sent).toHaveLength(6));
    expect(sent).toEqual([
      '/api/domain/host/localhost d=localhost',
      '/api/v2/get-events d=localhost',
      '/api/v2/get-matches-by-eventid/4 d=localhost',
      '/api/v2/fetch-bookmaker-odds/4/101480/35175532 d=localhost',
      '/api/v2/fetch-market-session/4/101480/35175532 d=localhost',
      '/api/v2/fetch-market-odds/4/101480/35175532/1.5%2C1.6 d=localhost',
    ]);
  });

  it('a visitor on the home page: the banners of the domain the domain config names', async () => {
    const sent = stubServer({ '/api/domain/host/localhost': { status: true, data: { _id: 'dom-1' } } });
    sendFirstScreenRequests('#/');
    await vi.waitFor(() => expect(sent).toContain('/api/domain/banner/get/dom-1 d=localhost'));
  });

  it("a visitor on the home page: the first banner's image is fetched as soon as the banner list answers, the others are not", async () => {
    const images: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        set src(url: string) {
          images.push(url);
        }
      },
    );
    stubServer({
      '/api/domain/host/localhost': { status: true, data: { _id: 'dom-1' } },
      '/api/domain/banner/get/dom-1': { status: true, data: [{ banner: '/brand/first.svg' }, { banner: '/brand/second.svg' }] },
    });
    sendFirstScreenRequests('#/');
    await vi.waitFor(() => expect(images).toEqual(['/brand/first.svg']));
  });

  it('with a stored session only the domain config goes early', async () => {
    localStorage.setItem('state.auth', JSON.stringify({ accessToken: 'token', isLoggedIn: true, userDetails: null }));
    const sent = stubServer({});
    sendFirstScreenRequests('#/');
    expect(sent).toEqual(['/api/domain/host/localhost d=localhost']);
  });
});
