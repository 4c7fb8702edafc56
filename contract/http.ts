import { z } from 'zod';

/** Every API answer carries status and, usually, a message (SRV-01, OPEN-122). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ status: z.boolean(), message: z.string().optional(), data });

/** Answers whose payload is `data.data` (the spec's API: get-matches, casino results). */
export const nestedEnvelope = <T extends z.ZodType>(data: T) => envelope(z.object({ data }));

/** Answers read as `data` or `data.data` (the spec's API: bet-details, casino list). */
export const flexibleEnvelope = <T extends z.ZodType>(data: T) => envelope(z.union([data, z.object({ data })]));

/** Paged answers (REC-04). */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    status: z.boolean(),
    message: z.string().optional(),
    pageItems: z.array(item),
    currentPage: z.number().int(),
    totalPages: z.number().int(),
  });

export const messageOnly = z.object({ status: z.boolean(), message: z.string() });
export type MessageOnly = z.infer<typeof messageOnly>;

/** The body of every 4xx/5xx answer. */
export const apiError = z.object({ status: z.literal(false), message: z.string() });
export type ApiError = z.infer<typeof apiError>;

export const noParams = z.object({});
export const noBody = z.undefined();
/** A call that needs no body also takes an empty JSON object (what many clients send); its keys are ignored. */
export const ignoredBody = z.object({}).optional();

export const NUL_MESSAGE = 'must not contain a NUL character';
// PostgreSQL text cannot hold U+0000: a NUL that reached a query would fail it with a 500.
const withoutNul = (value: string) => !value.includes('\u0000');

/** Bounded text without NUL, so huge or unstorable inputs are refused at the edge. */
export const text = (max = 200) => z.string().max(max).refine(withoutNul, NUL_MESSAGE);
/** What the server appends to a cash out's key for each hedge it places; no key a client sends may hold it. */
export const HEDGE_KEY_MARK = ':cash-out:';
/** A client's idempotency key: bounded text without the hedges' mark, so no key can take a hedge's place. */
export const idempotencyKey = text(64).refine((key) => !key.includes(HEDGE_KEY_MARK), `must not contain "${HEDGE_KEY_MARK}"`);
export const nonEmptyText = (max = 200) => z.string().trim().min(1).max(max).refine(withoutNul, NUL_MESSAGE);

/** Path segments arrive as strings; page and pageSize are parsed as integers (REC-05). */
export const pageParam = z.coerce.number().int().min(1).max(1_000_000);
export const pageSizeParam = z.coerce.number().int().min(1).max(100);
export const idParam = text(64).regex(/^[A-Za-z0-9_.:@-]+$/, 'must be an id');
export const numericIdParam = z.coerce.number().int().min(0).max(1_000_000_000);

export const isoDate = z.iso.datetime({ offset: true });
