import type { z } from 'zod';
import type { Registry } from './component';
import { message, type Issue } from './errors';
import { TREE_LIMITS } from './constants';
import { isUuid, type Node } from './node';

export interface ValidateOptions {
  registry: Registry;
  maxDepth?: number;
  maxNodes?: number;
  /** Kinds allowed at the root; absent means any kind. */
  rootKinds?: readonly string[];
  /** Pointer prefix for issue paths. */
  path?: string;
}

export type ValidationResult = { ok: true; value: Node; nodeCount: number } | { ok: false; issues: Issue[] };

const NODE_KEYS = new Set(['id', 'name', 'props', 'slots', 'version']);
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_ISSUES = 50;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function pointer(base: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, key) => `${acc}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`, base);
}

/** Finds keys that would poison prototypes anywhere in a JSON value. */
function findForbiddenKey(value: unknown, path: string): Issue | undefined {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const issue = findForbiddenKey(value[i], `${path}/${i}`);
      if (issue) return issue;
    }
  } else if (typeof value === 'object' && value !== null) {
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) return { path: `${path}/${key}`, message: message('FORBIDDEN_KEY', { key }) };
      const issue = findForbiddenKey((value as Record<string, unknown>)[key], `${path}/${key}`);
      if (issue) return issue;
    }
  }
  return undefined;
}

/**
 * Validates an untrusted tree against the registry and returns it normalized: props parsed
 * by their zod schema (defaults applied, rich text sanitized), migrations run, `props` and
 * `slots` present on every node. Every issue names the JSON path of the offending value.
 */
export function validateTree(input: unknown, options: ValidateOptions): ValidationResult {
  const { registry, rootKinds } = options;
  const maxDepth = options.maxDepth ?? TREE_LIMITS.maxDepth;
  const maxNodes = options.maxNodes ?? TREE_LIMITS.maxNodes;
  const base = options.path ?? '/root';
  const issues: Issue[] = [];
  const ids = new Set<string>();
  let count = 0;
  let aborted = false;

  const forbidden = findForbiddenKey(input, base);
  if (forbidden) return { ok: false, issues: [forbidden] };

  const add = (path: string, text: string) => {
    if (issues.length < MAX_ISSUES) issues.push({ path, message: text });
  };

  function visit(raw: unknown, path: string, depth: number, parentName: string | null): Node | undefined {
    if (aborted) return undefined;
    if (depth > maxDepth) {
      add(path, message('TREE_TOO_DEEP', { max: maxDepth }));
      aborted = true;
      return undefined;
    }
    if (++count > maxNodes) {
      add(path, message('TREE_TOO_LARGE', { max: maxNodes }));
      aborted = true;
      return undefined;
    }
    if (!isPlainObject(raw)) {
      add(path, 'Expected a component node object');
      return undefined;
    }
    for (const key of Object.keys(raw)) {
      if (!NODE_KEYS.has(key)) add(`${path}/${key}`, `Unknown node field "${key}"`);
    }
    const { id, name, props = {}, slots = {}, version } = raw;
    let ok = true;
    if (!isUuid(id)) {
      add(`${path}/id`, 'Expected a UUID');
      ok = false;
    } else if (ids.has(id.toLowerCase())) {
      add(`${path}/id`, message('DUPLICATE_ID', { id }));
      ok = false;
    } else {
      ids.add(id.toLowerCase());
    }
    if (typeof name !== 'string') {
      add(`${path}/name`, 'Expected a component name');
      return undefined;
    }
    const def = registry.get(name);
    if (!def) {
      add(`${path}/name`, message('UNKNOWN_COMPONENT', { name }));
      return undefined;
    }
    if (def.rootOnly && parentName !== null) {
      add(`${path}/name`, message('ROOT_ONLY', { name }));
      ok = false;
    }
    let nodeVersion = 1;
    if (version !== undefined) {
      if (!Number.isInteger(version) || (version as number) < 1 || (version as number) > def.version) {
        add(`${path}/version`, `Expected a version from 1 to ${def.version}`);
        ok = false;
      } else {
        nodeVersion = version as number;
      }
    }
    if (!isPlainObject(props)) {
      add(`${path}/props`, 'Expected an object');
      ok = false;
    }
    if (!isPlainObject(slots)) {
      add(`${path}/slots`, 'Expected an object mapping slot names to lists of nodes');
      return undefined;
    }

    let parsedProps: Record<string, unknown> = {};
    if (isPlainObject(props)) {
      let upgraded = props;
      for (const m of def.migrations) if (m.from >= nodeVersion) upgraded = m.up(upgraded);
      const result = (def.props as z.ZodObject).safeParse(upgraded);
      if (result.success) parsedProps = result.data as Record<string, unknown>;
      else {
        ok = false;
        for (const issue of result.error.issues) {
          const where = pointer(`${path}/props`, issue.path);
          if (issue.code === 'unrecognized_keys') {
            for (const key of issue.keys) add(`${where}/${key}`, `Unknown prop "${key}" of "${name}"`);
          } else add(where, issue.message);
        }
      }
    }

    const outSlots: Record<string, Node[]> = {};
    for (const [slot, children] of Object.entries(slots)) {
      const slotPath = `${path}/slots/${slot}`;
      const spec = def.slots[slot];
      if (!spec) {
        add(slotPath, message('UNKNOWN_SLOT', { name, slot }));
        ok = false;
        continue;
      }
      if (!Array.isArray(children)) {
        add(slotPath, 'Expected a list of nodes');
        ok = false;
        continue;
      }
      if (spec.max !== undefined && children.length > spec.max) {
        add(slotPath, message('SLOT_FULL', { slot, parent: name, max: spec.max }));
        ok = false;
      }
      const out: Node[] = [];
      children.forEach((child, i) => {
        const childPath = `${slotPath}/${i}`;
        const childName = isPlainObject(child) ? child.name : undefined;
        if (spec.allow && typeof childName === 'string' && !spec.allow.includes(childName)) {
          add(`${childPath}/name`, message('DISALLOWED_CHILD', { slot, parent: name, child: childName }));
          ok = false;
        }
        const normalized = visit(child, childPath, depth + 1, name);
        if (normalized) out.push(normalized);
        else ok = false;
      });
      outSlots[slot] = out;
    }
    if (!ok) return undefined;
    return { id: id as string, name, props: parsedProps, slots: outSlots };
  }

  if (isPlainObject(input) && rootKinds && typeof input.name === 'string' && !rootKinds.includes(input.name)) {
    add(`${base}/name`, `The root must be one of: ${rootKinds.join(', ')}`);
  }
  const value = visit(input, base, 1, null);
  if (issues.length > 0 || !value) {
    if (issues.length === 0) add(base, 'Invalid tree');
    return { ok: false, issues };
  }
  return { ok: true, value, nodeCount: count };
}
