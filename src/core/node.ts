/**
 * The one data structure: every page, partial and fragment is a tree of component nodes.
 * Specification §3: "Component node: id (uuid), name, props, slots (slot name to list of nodes)."
 */
export interface Node {
  id: string;
  name: string;
  props: Record<string, unknown>;
  slots: Record<string, Node[]>;
  /** Version of the component's props shape; absent means 1. Upgraded by migrations on load. */
  version?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export function newId(): string {
  return globalThis.crypto.randomUUID();
}

/** Builds a node with a fresh id; convenient for seeds and tests. */
export function node(
  name: string,
  props: Record<string, unknown> = {},
  slots: Record<string, Node[]> = {},
): Node {
  return { id: newId(), name, props, slots };
}
