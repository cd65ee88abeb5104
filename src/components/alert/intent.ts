import { TesseraError } from '../../core/errors';
import { INTENTS, type Intent } from './definition';

/** CSS class for an intent; throws 'Unknown intent' for anything else (specification §8). */
export function intentClass(intent: string): `t-intent-${Intent}` {
  if (!(INTENTS as readonly string[]).includes(intent)) throw new TesseraError('UNKNOWN_INTENT');
  return `t-intent-${intent as Intent}`;
}
