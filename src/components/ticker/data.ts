import type { z } from 'zod';
import type { TickerDataSchema } from './definition';

export type TickerData = z.infer<typeof TickerDataSchema>;
