/**
 * Trade halt vocabulary (DOMAIN-NOTES "Trade halts"), free of zod so islands can use it: the
 * reasons as words, and the exchanges whose halts are listed (halts cover every US exchange).
 */
export const HALT_REASONS = ['News Pending', 'News Dissemination', 'LULD Pause', 'Corporate Action', 'Regulatory Concern'] as const;
export type HaltReason = (typeof HALT_REASONS)[number];

export const HALT_EXCHANGES = ['NYSE', 'NYSE American', 'NYSE Arca', 'NYSE National', 'Nasdaq', 'Cboe BZX'] as const;

/** The columns of halt tables and their CSV, in the exchanges' order. */
export const HALT_COLUMNS = ['Halt Date', 'Halt Time', 'Symbol', 'Name', 'Exchange', 'Reason', 'Resume Date', 'Resume Time'] as const;
