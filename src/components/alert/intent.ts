import { TesseraError } from '../../core/errors';

/** Specification §8: the twelve intents; anything else throws 'Unknown intent'. */
export const INTENTS = [
  'good', 'bad', 'warn', 'info', 'default', 'secondary',
  'primary', 'black', 'accent', 'transparent', 'assimilate', 'white',
] as const;
export type Intent = (typeof INTENTS)[number];

/** CSS class for an intent; throws 'Unknown intent' for anything else (specification §8). */
export function intentClass(intent: string): `t-intent-${Intent}` {
  if (!(INTENTS as readonly string[]).includes(intent)) throw new TesseraError('UNKNOWN_INTENT');
  return `t-intent-${intent as Intent}`;
}
