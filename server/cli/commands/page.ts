import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { MAX_PAGE_TEXT, pageSlug } from '../../../contract/shell';
import { setContentPage } from '../../services/shell';
import { CommandError, defineCommand, hostName, type CliContext } from '../command';
import { domainNamed } from '../lookups';

const pageSchema = z
  .object({
    host: hostName,
    page: pageSlug,
    text: z.string().trim().min(1).max(MAX_PAGE_TEXT).optional(),
    file: z.string().min(1).optional(),
  })
  .refine((args) => (args.text === undefined) !== (args.file === undefined), { message: 'give exactly one of --text or --file' });
export type SetPageArgs = z.output<typeof pageSchema>;

async function pageText(args: SetPageArgs): Promise<string> {
  if (args.text !== undefined) return args.text;
  const body = (await readFile(args.file ?? '', 'utf8')).trim();
  if (body === '' || body.length > MAX_PAGE_TEXT) throw new CommandError(`--file must hold 1 to ${MAX_PAGE_TEXT} characters`);
  return body;
}

/** OPEN-012: sets the text of one footer page of the host's domain (blank lines separate paragraphs). */
export async function setPageOf(context: CliContext, args: SetPageArgs): Promise<void> {
  const domain = await domainNamed(context.db, args.host);
  const body = await pageText(args);
  await setContentPage(context.db, context.now, { domainId: domain.id, slug: args.page, body });
  context.out(`page ${args.page} set for ${domain.title}`);
}

export const pageSetCommand = defineCommand({
  name: 'page:set',
  usage: `page:set --host H --page ${pageSlug.options.join('|')} (--text T | --file F)`,
  summary: "set the text of a footer page of the host's domain",
  options: { host: { type: 'string' }, page: { type: 'string' }, text: { type: 'string' }, file: { type: 'string' } },
  schema: pageSchema,
  run: setPageOf,
});
