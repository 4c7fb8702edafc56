import type { Insertable } from 'kysely';
import type { DomainsTable, MinMaxTable } from '../db/schema';

export const DEFAULT_HOSTS = ['localhost', '127.0.0.1'] as const;

export type Branding = Omit<Insertable<DomainsTable>, 'id' | 'created_at'>;

/** The out-of-the-box brand; logo, favicon and banners are served from public/brand/. */
export const DEFAULT_BRANDING: Branding = {
  title: 'Exchange',
  fav_icon_url: '/brand/favicon.svg',
  logo_url: '/brand/logo.svg',
  primary_color: '#0B6E4F',
  secondary_color: '#08415C',
  background_color: '#F3F5F7',
  layout: 'tamannah',
  signup: 0,
  status: 'active',
  // OPEN-025: none named, so the lobby takes the thumbnail of the domain's layout (square art for tamannahSquare).
  casino_image_key: '',
  default_dark_mode: 0,
  // The exchange's commission on net market winnings, 2 % unless the operator sets another.
  commission_bps: 200,
};

export const DEFAULT_BANNERS = ['/brand/banner-1.svg', '/brand/banner-2.svg', '/brand/banner-3.svg'] as const;

export const DEFAULT_NOTICES = [
  'Welcome to Exchange: live cricket, soccer, tennis, horse racing and live casino tables.',
  'Bets are accepted only while a market is open; please play responsibly.',
] as const;

/** The spec's defaults; delay in seconds (BET-23: 100 ms). */
export const DEFAULT_LIMITS: Omit<MinMaxTable, 'domain_id'> = {
  odds_min: 100,
  odds_max: 100_000,
  bookmaker_min: 100,
  bookmaker_max: 300_000,
  fancy_min: 100,
  fancy_max: 300_000,
  delay_seconds: 0.1,
  advance_bet_lock: 0,
};

/** HOME-12, SRV-16 */
export const DEFAULT_SPORTS = [
  { eventId: 4, name: 'Cricket' },
  { eventId: 2, name: 'Tennis' },
  { eventId: 1, name: 'Soccer' },
  { eventId: 135, name: 'Horse Racing' },
  { eventId: null, name: 'Casino' },
] as const;
