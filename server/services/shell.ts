import { stakeValues, type ContentPage, type PageSlug } from '../../contract/shell';
import { shellTexts } from '../../contract/shellTexts';
import { isoAt, type Clock } from '../clock';
import type { Db } from '../db/connect';
import type { Deps } from '../deps';
import { findPageBody, findStakesJson, upsertPage, upsertStakes } from '../repositories/shell';
import { requireDomain } from './domains';

/** OPEN-012: the operator's text for the domain, else the product's default naming the domain. */
export async function contentPageOf(db: Db, domainId: string, slug: PageSlug): Promise<ContentPage> {
  const domain = await requireDomain(db, domainId);
  const custom = await findPageBody(db, domain.id, slug);
  if (custom !== undefined) return { slug, body: custom, custom: true };
  return { slug, body: shellTexts.pageDefaults[slug].replaceAll('{title}', domain.title), custom: false };
}

export async function setContentPage(db: Db, now: Clock, page: { domainId: string; slug: PageSlug; body: string }): Promise<void> {
  await upsertPage(db, { ...page, updatedAt: isoAt(now()) });
}

/** PROF-10: the user's saved presets, null when never saved (a stored value that no longer parses counts as none). */
export async function stakesOf(db: Db, userId: string): Promise<number[] | null> {
  const json = await findStakesJson(db, userId);
  if (json === undefined) return null;
  const parsed = stakeValues.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}

export async function saveStakes(deps: Deps, userId: string, stakes: number[]): Promise<number[]> {
  await upsertStakes(deps.db, { userId, json: JSON.stringify(stakes), updatedAt: isoAt(deps.now()) });
  return stakes;
}
