import type { SeedVisitor } from '../../content';

/**
 * The demo visitors of a first start: one who holds a role the demo's gates list (the members
 * area on mersmembers, the US section of /compliance on ice) and one who holds none.
 */
export function demoVisitors(): SeedVisitor[] {
  return [
    { email: 'member@tessera.local', name: 'Morgan Reyes', roles: [{ appKey: 'ICE', role: 'Compliance US' }] },
    { email: 'visitor@tessera.local', name: 'Avery Chen', roles: [] },
  ];
}
