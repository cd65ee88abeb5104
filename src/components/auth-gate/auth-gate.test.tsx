import { describe, expect, it } from 'vitest';
import { gateSlot } from '../../core/gates';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import { authGate } from './definition';

const ICE = 'ICE';
const member = { roles: [{ appKey: ICE, role: 'Compliance US' }] };
const otherKey = { roles: [{ appKey: 'MERS', role: 'Compliance US' }] };
const noRoles = { roles: [] };

function gate(roles: string[], slots = canaries('')) {
  return node('auth-gate', { appKey: ICE, roles: roles.map((role, i) => ({ id: `r${i}`, role })), roleLogic: 'OR' }, slots);
}

function canaries(tag: string) {
  return {
    unauthenticated: [node('heading', { text: `CANARY-OUT${tag}`, level: 2 })],
    unauthorized: [node('heading', { text: `CANARY-NOROLE${tag}`, level: 2 })],
    authorized: [node('heading', { text: `CANARY-IN${tag}`, level: 2 })],
  };
}

function shown(html: string): string[] {
  return ['CANARY-OUT', 'CANARY-NOROLE', 'CANARY-IN'].filter((c) => html.includes(`${c}<`));
}

describe('auth-gate', () => {
  it('signed out: only the unauthenticated slot is rendered', () => {
    expect(shown(renderHtml(gate(['Compliance US']), { visitor: null }))).toEqual(['CANARY-OUT']);
  });

  it('signed in without a listed role: only the unauthorized slot', () => {
    expect(shown(renderHtml(gate(['Compliance US']), { visitor: noRoles }))).toEqual(['CANARY-NOROLE']);
    // The role must be held under the gate's application key.
    expect(shown(renderHtml(gate(['Compliance US']), { visitor: otherKey }))).toEqual(['CANARY-NOROLE']);
  });

  it('roles combine by OR: one matching role of several is enough', () => {
    expect(shown(renderHtml(gate(['Compliance US']), { visitor: member }))).toEqual(['CANARY-IN']);
    expect(shown(renderHtml(gate(['ICE Admin', 'Compliance UK', 'Compliance US']), { visitor: member }))).toEqual(['CANARY-IN']);
    expect(shown(renderHtml(gate(['ICE Admin', 'Compliance UK']), { visitor: member }))).toEqual(['CANARY-NOROLE']);
    const both = { roles: [...member.roles, { appKey: ICE, role: 'ICE Admin' }] };
    expect(shown(renderHtml(gate(['ICE Admin', 'Compliance US']), { visitor: both }))).toEqual(['CANARY-IN']);
  });

  it('a gate without roles fails closed: everyone, signed in or not, is unauthorized', () => {
    expect(gateSlot({ appKey: ICE, roles: [], roleLogic: 'OR' }, null)).toBe('unauthorized');
    for (const visitor of [null, noRoles, member]) expect(shown(renderHtml(gate([]), { visitor }))).toEqual(['CANARY-NOROLE']);
  });

  it('nested gates each decide for the same visitor', () => {
    const outer = gate(['Compliance US', 'Compliance UK'], {
      unauthenticated: [node('heading', { text: 'CANARY-OUT', level: 2 })],
      unauthorized: [],
      authorized: [node('heading', { text: 'CANARY-IN', level: 2 }), gate(['Compliance UK'], canaries('-UK'))],
    });
    const html = renderHtml(outer, { visitor: member });
    expect(html).toContain('CANARY-IN<');
    expect(html).toContain('CANARY-NOROLE-UK<');
    expect(html).not.toContain('CANARY-IN-UK');
    expect(html).not.toContain('CANARY-OUT');
  });

  it('renders nothing of any slot when deferred (the cached part of a page): only a placeholder', () => {
    const html = renderHtml(gate(['Compliance US']));
    expect(html).toMatch(/^<tessera-gate data-gate="0"><\/tessera-gate>$/);
  });

  it('islands inside a slot the visitor may not see are not recorded', () => {
    const tree = gate(['Compliance US'], {
      unauthenticated: [],
      unauthorized: [],
      authorized: [node('help-tooltip', { text: 'CANARY-ISLAND tooltip text' })],
    });
    expect(renderHtml(tree, { visitor: null })).not.toContain('CANARY-ISLAND');
    expect(renderHtml(tree, { visitor: member })).toContain('CANARY-ISLAND');
  });

  it('defaults list a role, and the props are checked', () => {
    expect(valid(node('auth-gate', authGate.defaults)).props).toMatchObject({ appKey: 'ICE', roleLogic: 'OR', roles: [{ role: 'Compliance US' }] });
    expect(issuesOf(node('auth-gate', { appKey: '' }))[0]!.path).toBe('/root/props/appKey');
    expect(issuesOf(node('auth-gate', { appKey: 'ICE', roleLogic: 'AND' }))[0]!.path).toBe('/root/props/roleLogic');
  });
});
