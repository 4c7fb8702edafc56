import { z } from 'zod';
import { envelope, nonEmptyText } from './http';
import { PAGE_SLUGS } from './pageSlugs';
export const pageSlug = z.enum(PAGE_SLUGS);
export type PageSlug = z.infer<typeof pageSlug>;

/** Longest page text the operator may set (a long policy fits; a runaway paste does not). */
export const MAX_PAGE_TEXT = 50_000;

export const pageParams = z.object({ domainId: nonEmptyText(64), slug: pageSlug });
/** `custom` false: the operator set nothing and the text is the product's default. */
export const contentPage = z.object({ slug: pageSlug, body: z.string(), custom: z.boolean() });
export type ContentPage = z.infer<typeof contentPage>;
export const contentPageResponse = envelope(contentPage);

/** PROF-09 OPEN-112: eight presets, whole numbers from 1; the bettor's own values, kept per user on the server. */
export const STAKE_PRESET_COUNT = 8;
export const MAX_STAKE_PRESET = 100_000_000;
export const stakeValue = z.number().int('must be a whole number').min(1, 'must be at least 1').max(MAX_STAKE_PRESET);
export const stakeValues = z.array(stakeValue).length(STAKE_PRESET_COUNT, `must hold ${STAKE_PRESET_COUNT} values`);
export const saveStakesRequest = z.object({ stakes: stakeValues });
export type SaveStakesRequest = z.infer<typeof saveStakesRequest>;
/** `stakes` null: the user never saved any, the defaults apply. */
export const stakesResponse = envelope(stakeValues.nullable());
