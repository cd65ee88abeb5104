import type { z } from 'zod';
import type { MoverKind } from '../../core/contracts/market-data';
import type { MoversDataSchema } from './definition';

export type MoversData = z.infer<typeof MoversDataSchema>;

export const MOVER_LABELS: Record<MoverKind, string> = { 'most-active': 'Most active', gainers: 'Gainers', losers: 'Losers' };

/** The API address of one kind of movers. */
export const moversApiUrl = (kind: MoverKind, limit: number): string => `/api/market-data/movers?kind=${kind}&limit=${limit}`;
