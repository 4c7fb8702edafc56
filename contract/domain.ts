import { z } from 'zod';
import { envelope, text } from './http';

export const LAYOUTS = ['tamannah', 'tamannahSquare', 'aura'] as const;
export const layout = z.enum(LAYOUTS);
export type Layout = z.infer<typeof layout>;

/** Domain configuration fetched by host (the specification, DOM-02). Colours are free text: the client accepts only 6-digit hex (DOM-09). */
export const domainConfig = z.object({
  _id: z.string(),
  title: z.string(),
  favIconUrl: z.string(),
  logoUrl: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  backgroundColor: z.string(),
  layout,
  signup: z.boolean(),
  status: z.string(),
  casinoImageKey: z.string(),
  defaultDarkMode: z.boolean(),
  /** Our addition: the exchange's commission on a bettor's net winnings of a market, in percent (2 = 2 %). */
  commissionPercent: z.number().min(0).max(100).optional(),
});
export type DomainConfig = z.infer<typeof domainConfig>;

export const hostParams = z.object({ host: text(253).regex(/^[A-Za-z0-9.-]+(:\d+)?$/, 'must be a host name') });
export const domainIdParams = z.object({ domainId: text(64).min(1) });

export const domainConfigResponse = envelope(domainConfig);

export const notice = z.object({ notice: z.string() });
export type Notice = z.infer<typeof notice>;
export const noticesResponse = envelope(z.array(notice));

export const banner = z.object({ banner: z.string() });
export type Banner = z.infer<typeof banner>;
export const bannersResponse = envelope(z.array(banner));

/** Stake and delay limits (the spec's min/max config). Missing values take the spec's defaults on the client. */
export const minMax = z.object({
  oddsMin: z.number().nullish(),
  oddsMax: z.number().nullish(),
  fancyMin: z.number().nullish(),
  fancyMax: z.number().nullish(),
  bookmakerMin: z.number().nullish(),
  bookmakerMax: z.number().nullish(),
  delay: z.number().nullish(),
  advanceBetLock: z.boolean().nullish(),
  /** Our addition: each sport's in-play bet delay in seconds, by sport name ("Cricket", "Horse Racing"). */
  inPlayDelay: z.record(z.string(), z.number()).optional(),
});
export type MinMax = z.infer<typeof minMax>;
export const minMaxResponse = envelope(minMax);
