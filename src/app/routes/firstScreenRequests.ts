import { HEADER_DOMAIN } from '../../../contract/headers';
import { sendEarly, type EarlyAnswer } from '../../../streams/api/earlyRequests';
import { currentHostname, storage } from '../../../streams/core/browser';
import { storageKey } from '../../../streams/state/storageKey';
import { isPlayPageHash } from '../../features/casino/pages/launchSplash';

/** The sports the home page lists first (cricket, tennis, soccer), as the sports list of a new domain names them. */
const HOME_SPORT_IDS = [4, 2, 1];

/** A match page's address parts: its Match Odds prices need the market ids its sport's match list gives. */
interface MatchAddress {
  eventId: string;
  leagueId: string;
  matchId: string;
}

export interface FirstScreen {
  /** GET paths (as contract/endpoints.ts builds them) sent at once, besides the domain config. */
  paths: string[];
  /** The home page: its banners, once the domain config has given the domain's id. */
  banners: boolean;
  /** A match page: its Match Odds, once its sport's match list has given the market ids. */
  match?: MatchAddress;
  /** A casino table (CAS-LNCH-06): its background at once, and its page's code beside the shell's. */
  playPage?: true;
}

const segment = encodeURIComponent;

/** What the first screen at `hash` asks the server for, as its streams do for a visitor without a session. */
export function firstScreenOf(hash: string): FirstScreen {
  const route = hash.replace(/^#\/?/, '').split('?')[0] ?? '';
  if (route === '')
    return { paths: ['v2/get-events', ...HOME_SPORT_IDS.map((sportId) => `v2/get-matches-by-eventid/${sportId}`)], banners: true };
  // Not the table's round: the table takes it only after its background, and a countdown a second old is wrong.
  if (isPlayPageHash(hash)) return { paths: ['sports/casino/games'], banners: false, playPage: true };
  const [, eventId = '', leagueId = '', matchId = ''] = /^fullmarket\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(route) ?? [];
  if (matchId === '') return { paths: [], banners: false };
  const match = [eventId, leagueId, matchId].map(segment).join('/');
  return {
    paths: [
      'v2/get-events',
      `v2/get-matches-by-eventid/${segment(eventId)}`,
      `v2/fetch-bookmaker-odds/${match}`,
      `v2/fetch-market-session/${match}`,
    ],
    banners: false,
    match: { eventId, leagueId, matchId },
  };
}

const dataOf = (answer: EarlyAnswer | null): unknown => (answer?.body as { data?: unknown } | undefined)?.data;

const domainIdOf = (answer: EarlyAnswer | null) => {
  const id = (dataOf(answer) as { _id?: unknown } | undefined)?._id;
  return typeof id === 'string' ? id : undefined;
};

/**
 * The first banner is the home page's largest paint: its image is fetched as soon as the list names it, so the
 * carousel paints it with its first frame instead of asking for it then.
 */
function fetchFirstBanner(answer: EarlyAnswer | null): void {
  const banners = dataOf(answer);
  const first = Array.isArray(banners) ? (banners[0] as { banner?: unknown } | undefined)?.banner : undefined;
  if (typeof first === 'string') new Image().src = first;
}

const joinedMarketIdsOf = (answer: EarlyAnswer | null, matchId: string) => {
  const matches = dataOf(answer);
  const match = Array.isArray(matches)
    ? (matches as { matchId?: unknown; joinedMarketIds?: unknown }[]).find((listed) => listed.matchId === matchId)
    : undefined;
  return typeof match?.joinedMarketIds === 'string' ? match.joinedMarketIds : undefined;
};

/**
 * Sends the first screen's requests as the page's first script runs, so their answers wait for the app's code rather
 * than the other way round; the transport takes each answer for the very same request (earlyRequests.ts). With a
 * stored session every call but the domain config carries the session's headers, so only that one goes early.
 */
export function sendFirstScreenRequests(hash: string): void {
  const hostname = currentHostname();
  const headers = { [HEADER_DOMAIN]: hostname };
  const send = (path: string) => sendEarly(path, headers);
  const domain = send(`domain/host/${segment(hostname)}`);
  if (storage()?.getItem(storageKey('auth'))) return;
  const screen = firstScreenOf(hash);
  const answers = new Map(screen.paths.map((path) => [path, send(path)]));
  if (screen.banners) {
    void domain.then((answer) => {
      const domainId = domainIdOf(answer);
      if (domainId) void send(`domain/banner/get/${segment(domainId)}`).then(fetchFirstBanner);
    });
  }
  const match = screen.match;
  if (!match) return;
  void answers.get(`v2/get-matches-by-eventid/${segment(match.eventId)}`)?.then((answer) => {
    const marketIds = joinedMarketIdsOf(answer, match.matchId);
    if (marketIds) void send(`v2/fetch-market-odds/${[match.eventId, match.leagueId, match.matchId, marketIds].map(segment).join('/')}`);
  });
}
