/**
 * The visitors a preview can show a page to when it holds auth gates: signed out, signed in
 * without the role, and with each role the page's gates list (DESIGN.md §6, issue 10).
 */
import type { PreviewVisitor, VisitorRole } from '../../core/contracts';
import type { Node } from '../../core/node';
import { walk } from '../../core/tree';

export interface GatePreviewOption {
  value: string;
  label: string;
  visitor: PreviewVisitor;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The distinct `{ appKey, role }` pairs the tree's auth gates list, in the order they first
 * appear; null when the tree has no gate. A draft's props may be half typed, so blank
 * entries are passed over.
 */
export function gateRoles(tree: Node): VisitorRole[] | null {
  let gates = 0;
  const roles = new Map<string, VisitorRole>();
  walk(tree, ({ node }) => {
    if (node.name !== 'auth-gate') return;
    gates++;
    const appKey = text(node.props.appKey);
    const listed = Array.isArray(node.props.roles) ? (node.props.roles as unknown[]) : [];
    for (const entry of listed) {
      const role = text((entry as { role?: unknown } | null)?.role);
      if (!appKey || !role) continue;
      roles.set(`${appKey}\u0000${role}`, { appKey, role });
    }
  });
  return gates === 0 ? null : [...roles.values()];
}

export const SIGNED_OUT = 'signed-out';

/** The "Preview as" choices for a tree, or an empty list when it has no auth gate. */
export function gatePreviewOptions(tree: Node): GatePreviewOption[] {
  const roles = gateRoles(tree);
  if (roles === null) return [];
  return [
    { value: SIGNED_OUT, label: 'Signed out', visitor: { signedIn: false } },
    { value: 'no-role', label: 'Signed in without the role', visitor: { signedIn: true, roles: [] } },
    ...roles.map((role, i) => ({
      value: `role-${i}`,
      label: `With role ${role.role} (${role.appKey})`,
      visitor: { signedIn: true as const, roles: [role] },
    })),
  ];
}
