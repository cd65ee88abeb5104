import type { PropsOf } from '../../core/component';
import { GATE_SLOTS } from '../../core/gates';
import type { ViewProps } from '../view';
import type { authGate } from './definition';

/**
 * The server hands over only the slot the visitor may see (the others arrive empty, never
 * rendered); the editor's canvas, which knows no visitor, shows all three with their names.
 */
export default function AuthGateView({ slots }: ViewProps<PropsOf<typeof authGate>>) {
  return (
    <div className="t-auth-gate">
      {GATE_SLOTS.map((slot) =>
        slots[slot] ? (
          <div key={slot} className="t-auth-gate__part" data-gate-slot={slot}>
            {slots[slot]}
          </div>
        ) : null,
      )}
    </div>
  );
}
