import type { Registry } from '../../core/component';
import type { TreeDiff } from '../../core/diff';
import type { Node } from '../../core/node';
import { describePath } from './validation';

const TEXT_KEYS = ['heading', 'title', 'text', 'label', 'path', 'siteName'];

/** A node as people know it: its kind's label and its heading or title, when it has one. */
export function nodeName(registry: Registry, name: string, node?: Node): string {
  const label = registry.get(name)?.label ?? name;
  const text = node ? TEXT_KEYS.map((k) => node.props[k]).find((v): v is string => typeof v === 'string' && v.trim() !== '') : undefined;
  return text ? `${label} “${text.length > 40 ? `${text.slice(0, 39)}…` : text}”` : label;
}

/** A short value as text (` → “New heading”`); longer or structured values are left out. */
function shownValue(value: unknown): string {
  if (typeof value === 'string') return value.length <= 60 ? ` → “${value}”` : '';
  if (typeof value === 'number' || typeof value === 'boolean') return ` → ${String(value)}`;
  return '';
}

/** Lists what a diff adds, removes, changes and moves, or says that nothing changed. */
export function ChangeSummary({
  diff,
  registry,
  lookup = () => undefined,
  lookupBefore = lookup,
  empty = 'No changes.',
}: {
  diff: TreeDiff;
  registry: Registry;
  /** Finds a node by id, preferably on the newer side, to name it and show its new values. */
  lookup?: (id: string) => Node | undefined;
  /** Finds a node on the older side: removed and changed nodes are named as they were. */
  lookupBefore?: (id: string) => Node | undefined;
  empty?: string;
}) {
  const groups = [
    { key: 'added', title: 'Added', items: diff.added.map((n) => ({ id: n.id, text: nodeName(registry, n.name, lookup(n.id)) })) },
    { key: 'removed', title: 'Removed', items: diff.removed.map((n) => ({ id: n.id, text: nodeName(registry, n.name, lookupBefore(n.id)) })) },
    {
      key: 'changed',
      title: 'Changed',
      items: diff.changed.map((n) => {
        const node = lookup(n.id);
        return { id: n.id, text: `${nodeName(registry, n.name, lookupBefore(n.id) ?? node)}: ${n.props.map((p) => describePath(p) + shownValue(node?.props[p])).join(', ')}` };
      }),
    },
    { key: 'moved', title: 'Moved', items: diff.moved.map((n) => ({ id: n.id, text: nodeName(registry, n.name, lookup(n.id)) })) },
  ].filter((g) => g.items.length > 0);
  if (groups.length === 0) return <p className="pe-changes pe-changes--none">{empty}</p>;
  return (
    <div className="pe-changes">
      {groups.map((group) => (
        <section key={group.key} className={`pe-changes__group pe-changes__group--${group.key}`} data-change={group.key}>
          <h4>
            {group.title} ({group.items.length})
          </h4>
          <ul>
            {group.items.map((item) => (
              <li key={item.id}>{item.text}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
