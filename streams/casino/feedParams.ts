import type { ParamsOf } from '../../contract/endpoints';
import type { CasinoFeed } from './tables';

const FEED_PARAMS: Record<CasinoFeed, ParamsOf<'casinoFeed'>> = {
  'teenpatti/t20': { game: 'teenpatti', variant: 't20' },
  'dragontiger/t20': { game: 'dragontiger', variant: 't20' },
  'lucky/a': { game: 'lucky', variant: 'a' },
  'lucky/b': { game: 'lucky', variant: 'b' },
};

/** CAS-LNCH-08: the path parameters of a launcher feed ('teenpatti/t20' → game teenpatti, variant t20). */
export const feedParams = (feed: CasinoFeed): ParamsOf<'casinoFeed'> => FEED_PARAMS[feed];
