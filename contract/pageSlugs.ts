/**
 * The footer's five pages (SHELL-45, OPEN-012), in footer order; each one's text is set per domain.
 * Apart from shell.ts (its schemas), so the footer on the first screen does not load zod.
 */
export const PAGE_SLUGS = ['privacy-policy', 'kyc', 'terms-and-conditions', 'rules-and-regulations', 'responsible-gambling'] as const;
