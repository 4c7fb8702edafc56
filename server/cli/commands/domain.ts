import { z } from 'zod';
import { LAYOUTS } from '../../../contract/domain';
import { assignHosts, updateDomain, type DomainPatch, type DomainRow } from '../../repositories/domains';
import { createDomain } from '../../services/domainAdmin';
import { domainOfHost, requireDomain } from '../../services/domains';
import { ensureDemoAccount } from '../../services/users';
import { toCents } from '../../money';
import { DEFAULT_BRANDING } from '../../seed/defaults';
import { inPlayDelayArg, withInPlayDelays } from '../inPlayDelayArg';
import { amount, boolFlag, defineCommand, hexColor, hostName, text, type CliContext } from '../command';

const color = hexColor.transform((value) => `#${value.replace('#', '').toUpperCase()}`);
const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? (1 as const) : (0 as const));

const schema = z.object({
  host: z.array(hostName, { error: 'at least one --host is required' }).min(1),
  title: text(100),
  primary: color.optional(),
  secondary: color.optional(),
  background: color.optional(),
  layout: z.enum(LAYOUTS).optional(),
  signup: boolFlag.optional(),
  status: z.enum(['active', 'suspend']).optional(),
  dark: boolFlag.optional(),
  logo: text(2000).optional(),
  favicon: text(2000).optional(),
  defaultExposureLimit: amount.optional(),
  commission: z.coerce.number().min(0, 'commission must be 0–100 (percent)').max(100, 'commission must be 0–100 (percent)').optional(),
  inPlayDelay: z.array(inPlayDelayArg).optional(),
});
export type UpsertDomainArgs = z.output<typeof schema>;

function patchOf(args: UpsertDomainArgs, existing: DomainRow | undefined): DomainPatch {
  const patch: DomainPatch = {
    title: args.title,
    primary_color: args.primary,
    secondary_color: args.secondary,
    background_color: args.background,
    layout: args.layout,
    signup: flag(args.signup),
    status: args.status,
    default_dark_mode: flag(args.dark),
    logo_url: args.logo,
    fav_icon_url: args.favicon,
    default_exposure_limit_cents: args.defaultExposureLimit === undefined ? undefined : toCents(args.defaultExposureLimit),
    commission_bps: args.commission === undefined ? undefined : Math.round(args.commission * 100),
    in_play_delays: args.inPlayDelay && withInPlayDelays(existing?.in_play_delays, args.inPlayDelay),
  };
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
}

async function updateExisting(context: CliContext, id: string, patch: DomainPatch, hosts: string[]): Promise<DomainRow> {
  await context.db.transaction().execute(async (trx) => {
    await updateDomain(trx, id, patch);
    await assignHosts(trx, id, hosts);
  });
  return requireDomain(context.db, id);
}

/** Creates the domain of the first host, or updates it; maps every host to it and ensures its demo account. */
export async function upsertDomain(context: CliContext, args: UpsertDomainArgs): Promise<DomainRow> {
  const { db, now } = context;
  const existing = await domainOfHost(db, args.host[0] ?? '');
  const patch = patchOf(args, existing);
  const domain = existing
    ? await updateExisting(context, existing.id, patch, args.host)
    : await createDomain(db, now, { ...DEFAULT_BRANDING, ...patch }, args.host);
  await ensureDemoAccount(db, now, domain, context.demoPassword());
  context.out(`domain ${domain.id} "${domain.title}" ${existing ? 'updated' : 'created'}, hosts: ${args.host.join(', ')}`);
  return domain;
}

export const domainUpsertCommand = defineCommand({
  name: 'domain:upsert',
  usage:
    'domain:upsert --host H [--host H2] --title T [--primary #hex --secondary #hex --background #hex --layout tamannah|tamannahSquare|aura --signup true|false --status active|suspend --dark true|false --logo URL --favicon URL --default-exposure-limit N --commission PERCENT --in-play-delay SPORT=SECONDS ...]',
  summary: 'create or update the domain served on the given hosts',
  options: {
    host: { type: 'string', multiple: true },
    title: { type: 'string' },
    primary: { type: 'string' },
    secondary: { type: 'string' },
    background: { type: 'string' },
    layout: { type: 'string' },
    signup: { type: 'string' },
    status: { type: 'string' },
    dark: { type: 'string' },
    logo: { type: 'string' },
    favicon: { type: 'string' },
    'default-exposure-limit': { type: 'string' },
    commission: { type: 'string' },
    'in-play-delay': { type: 'string', multiple: true },
  },
  schema,
  run: async (context, args) => {
    await upsertDomain(context, args);
  },
});
