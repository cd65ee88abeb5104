import { describe, it, expect } from 'vitest';
import { PreviewVisitor } from '../../core/contracts';
import { node, type Node } from '../../core/node';
import { gatePreviewOptions, gateRoles } from './gate-preview';

const gate = (appKey: unknown, roles: unknown, slots: Record<string, Node[]> = {}) => node('auth-gate', { appKey, roles, roleLogic: 'OR' }, slots);
const page = (...main: Node[]) => node('page-layout', {}, { main });

describe('gateRoles', () => {
  it('is null for a page without a gate', () => {
    expect(gateRoles(page(node('heading', { text: 'Fees' })))).toBeNull();
  });

  it('lists each application key and role once, in order, from nested gates too', () => {
    const inner = gate('ICE', [{ id: 'a', role: 'ICE Admin' }, { id: 'b', role: 'Compliance US' }]);
    const tree = page(
      gate('ICE', [{ id: 'r1', role: 'Compliance US' }], { authorized: [inner] }),
      node('box', {}, { content: [gate('OTHER', [{ id: 'x', role: 'Compliance US' }])] }),
    );
    expect(gateRoles(tree)).toEqual([
      { appKey: 'ICE', role: 'Compliance US' },
      { appKey: 'ICE', role: 'ICE Admin' },
      { appKey: 'OTHER', role: 'Compliance US' },
    ]);
  });

  it('passes over blank or malformed entries of a half-typed draft, but still sees the gate', () => {
    const tree = page(gate(' ICE ', [{ id: 'a', role: '  ' }, null, 'x', { id: 'b', role: ' Compliance UK ' }]), gate('', [{ id: 'c', role: 'ICE Admin' }]), gate('ICE', 'nope'));
    expect(gateRoles(tree)).toEqual([{ appKey: 'ICE', role: 'Compliance UK' }]);
    expect(gateRoles(page(gate('ICE', [])))).toEqual([]);
  });
});

describe('gatePreviewOptions', () => {
  it('offers nothing without a gate', () => {
    expect(gatePreviewOptions(page())).toEqual([]);
  });

  it('offers signed out, signed in without the role, and each role, as visitors the render API accepts', () => {
    const options = gatePreviewOptions(page(gate('ICE', [{ id: 'r1', role: 'Compliance US' }, { id: 'r2', role: 'ICE Admin' }])));
    expect(options.map((o) => o.label)).toEqual(['Signed out', 'Signed in without the role', 'With role Compliance US (ICE)', 'With role ICE Admin (ICE)']);
    expect(options.map((o) => o.visitor)).toEqual([
      { signedIn: false },
      { signedIn: true, roles: [] },
      { signedIn: true, roles: [{ appKey: 'ICE', role: 'Compliance US' }] },
      { signedIn: true, roles: [{ appKey: 'ICE', role: 'ICE Admin' }] },
    ]);
    expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
    for (const option of options) expect(PreviewVisitor.safeParse(option.visitor).success).toBe(true);
  });

  it('still offers the two signed-in-or-not states for a gate without roles', () => {
    expect(gatePreviewOptions(page(gate('ICE', []))).map((o) => o.label)).toEqual(['Signed out', 'Signed in without the role']);
  });
});
