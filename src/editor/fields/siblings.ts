import { fieldPath } from '../media/choose';

type Key = string | number;

function at(root: unknown, path: readonly Key[]): unknown {
  return path.reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<Key, unknown>)[key] : undefined), root);
}

/** The object a field belongs to: for `dataSources[0].url`, the props' `dataSources[0]`. */
export function siblingsOf(props: Record<string, unknown>, name: string): Record<string, unknown> {
  const value = at(props, fieldPath(name).slice(0, -1));
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A copy of `props` with `values` set beside the field `name` (in the same object), copying each level on the way. */
export function withSiblings(props: Record<string, unknown>, name: string, values: Record<string, unknown>): Record<string, unknown> {
  const path = fieldPath(name).slice(0, -1);
  const update = (value: unknown, rest: readonly Key[]): unknown => {
    const copy: Record<Key, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...(typeof value === 'object' && value !== null ? value : {}) };
    if (rest.length === 0) return Object.assign(copy, values);
    const [head, ...tail] = rest as [Key, ...Key[]];
    (copy as Record<Key, unknown>)[head] = update((copy as Record<Key, unknown>)[head], tail);
    return copy;
  };
  return update(props, path) as Record<string, unknown>;
}
