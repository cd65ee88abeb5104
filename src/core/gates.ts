/**
 * The auth gate's decision (specification §6): "The auth component shows different content to
 * unauthenticated, unauthorized (missing role) and authorized visitors; roles combine by OR."
 * Made on the server only; a gate that lists no roles fails closed.
 */

/** What a gate may know of a visitor: their roles per application key. */
export interface VisitorView {
  roles: readonly { appKey: string; role: string }[];
}

export const GATE_SLOTS = ['unauthenticated', 'unauthorized', 'authorized'] as const;
export type GateSlot = (typeof GATE_SLOTS)[number];

export interface GateRule {
  appKey: string;
  roles: readonly { role: string }[];
  roleLogic: 'OR';
}

/**
 * Which slot a visitor sees: signed out → `unauthenticated`; signed in with at least one of the
 * listed roles under the gate's application key → `authorized`; otherwise `unauthorized`. A
 * gate without roles lets nobody in: everyone gets `unauthorized`.
 */
export function gateSlot(gate: GateRule, visitor: VisitorView | null): GateSlot {
  if (gate.roles.length === 0) return 'unauthorized';
  if (visitor === null) return 'unauthenticated';
  const wanted = new Set(gate.roles.map((r) => r.role));
  return visitor.roles.some((r) => r.appKey === gate.appKey && wanted.has(r.role)) ? 'authorized' : 'unauthorized';
}
