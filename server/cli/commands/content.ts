import { z } from 'zod';
import { addBanner, addNotice } from '../../repositories/domainContent';
import { defineCommand, hostName, text, type CliContext } from '../command';
import { domainNamed } from '../lookups';

const noticeSchema = z.object({ host: hostName, text: text(500) });
export type AddNoticeArgs = z.output<typeof noticeSchema>;

/** Appends a news-ticker line to the host's domain (SRV-33). */
export async function addNoticeTo(context: CliContext, args: AddNoticeArgs): Promise<void> {
  const domain = await domainNamed(context.db, args.host);
  await addNotice(context.db, domain.id, args.text);
  context.out(`notice added to ${domain.title}`);
}

const bannerSchema = z.object({ host: hostName, url: text(2000) });
export type AddBannerArgs = z.output<typeof bannerSchema>;

/** Appends a carousel image to the host's domain (SRV-34). */
export async function addBannerTo(context: CliContext, args: AddBannerArgs): Promise<void> {
  const domain = await domainNamed(context.db, args.host);
  await addBanner(context.db, domain.id, args.url);
  context.out(`banner added to ${domain.title}`);
}

export const noticeAddCommand = defineCommand({
  name: 'notice:add',
  usage: 'notice:add --host H --text T',
  summary: "append a news-ticker notice to the host's domain",
  options: { host: { type: 'string' }, text: { type: 'string' } },
  schema: noticeSchema,
  run: addNoticeTo,
});

export const bannerAddCommand = defineCommand({
  name: 'banner:add',
  usage: 'banner:add --host H --url U',
  summary: "append a banner image to the host's domain",
  options: { host: { type: 'string' }, url: { type: 'string' } },
  schema: bannerSchema,
  run: addBannerTo,
});
