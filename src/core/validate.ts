import type { z } from 'zod';
import type { Registry } from './component';
import { message, type Issue } from './errors';
import { withHtmlSanitizer, type HtmlSanitizer } from './html';
import { TREE_LIMITS } from './constants';
import { incompleteProps } from './incomplete';
import { isUuid, type Node } from './node';

export interface ValidateOptions {
  registry: Registry;
  /**
   * Sanitizes `richText()` props (services/sanitize on the server, the preview in the
   * editor). Without one, a tree with rich text throws: nothing unsanitized gets through.
   */
  sanitizeHtml?: HtmlSanitizer;
  maxDepth?: number;
  maxNodes?: number;
  /** Kinds allowed at the root; absent means any kind. */
  rootKinds?: readonly string[];
  /** Pointer prefix for issue paths. */
  path?: string;
  /**
   * A draft: prop values that break only content rules (an empty required text, a text over
   * its limit) are kept as typed (see `incomplete.ts`). Structure is checked as always.
   */
  incomplete?: boolean;
}

export type ValidationResult = { ok: true; value: Node; nodeCount: number } | { ok: false; issues: Issue[] };

const NODE_KEYS = new Set(['id', 'name', 'props', 'slots', 'version']);
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_ISSUES = 50;
/**
 * Each node level is three JSON levels (node, `slots`, slot list); props get some room on
 * top. Deeper JSON is refused before any recursive code (zod, render, JSON.stringify) sees it.
 */
const JSON_LEVELS_PER_NODE = 3;
const PROPS_JSON_DEPTH = 64;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Escapes one JSON-pointer segment (RFC 6901). */
function segment(key: PropertyKey): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}

function pointer(base: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, key) => `${acc}/${segment(key)}`, base);
}

interface Frame {
  value: unknown;
  key: string;
  parent: Frame | null;
  depth: number;
}

function framePath(base: string, frame: Frame): string {
  const keys: string[] = [];
  for (let f: Frame | null = frame; f?.parent; f = f.parent) keys.push(f.key);
  return pointer(base, keys.reverse());
}

/**
 * Finds keys that would poison prototypes anywhere in a JSON value, and JSON nested deeper
 * than `maxJsonDepth`. Iterative, and paths are built only for the offending value, so a
 * hostile 100,000-level document neither overflows the stack nor costs quadratic time.
 */
function scanJson(input: unknown, base: string, maxJsonDepth: number, maxDepth: number): Issue | undefined {
  const stack: Frame[] = [{ value: input, key: '', parent: null, depth: 0 }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const value = frame.value;
    if (typeof value !== 'object' || value === null) continue;
    if (frame.depth > maxJsonDepth) {
      return { path: framePath(base, frame), message: message('TREE_TOO_DEEP', { max: maxDepth }) };
    }
    const keys = Object.keys(value);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      const child: Frame = { value: (value as Record<string, unknown>)[key], key, parent: frame, depth: frame.depth + 1 };
      if (FORBIDDEN_KEYS.has(key)) return { path: framePath(base, child), message: message('FORBIDDEN_KEY', { key }) };
      stack.push(child);
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

  const forbidden = scanJson(input, base, maxDepth * JSON_LEVELS_PER_NODE + PROPS_JSON_DEPTH, maxDepth);
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
      if (!NODE_KEYS.has(key)) add(`${path}/${segment(key)}`, `Unknown node field "${key}"`);
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
    let nodeVersion: number | undefined = 1;
    if (version !== undefined) {
      if (!Number.isInteger(version) || (version as number) < 1 || (version as number) > def.version) {
        add(`${path}/version`, `Expected a version from 1 to ${def.version}`);
        ok = false;
        // Props of an unknown version cannot be read by any migration or by the schema.
        nodeVersion = undefined;
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
    if (isPlainObject(props) && nodeVersion !== undefined) {
      let upgraded: Record<string, unknown> | undefined = props;
      for (const m of def.migrations) {
        if (m.from < nodeVersion) continue;
        try {
          upgraded = m.up(upgraded);
        } catch (error) {
          // Stored props a migration cannot read are bad input, not a server fault.
          add(`${path}/props`, `Props of version ${m.from} could not be upgraded: ${(error as Error)?.message ?? String(error)}`);
          upgraded = undefined;
          break;
        }
      }
      const result = upgraded === undefined ? undefined : (def.props as z.ZodObject).safeParse(upgraded);
      const kept = upgraded !== undefined && !result?.success && options.incomplete ? incompleteProps(def, upgraded) : undefined;
      if (result?.success) parsedProps = result.data as Record<string, unknown>;
      else if (kept) {
        parsedProps = kept.props;
        for (const issue of kept.issues) add(pointer(`${path}/props`, issue.path), issue.message);
        if (kept.issues.length > 0) ok = false;
      } else {
        ok = false;
        for (const issue of result?.error.issues ?? []) {
          if (issue.code === 'unrecognized_keys') {
            for (const key of issue.keys) add(pointer(`${path}/props`, [...issue.path, key]), `Unknown prop "${key}" of "${name}"`);
          } else add(pointer(`${path}/props`, issue.path), issue.message);
        }
      }
    }

    let upgradedSlots: Record<string, unknown> = slots;
    for (const m of def.migrations) {
      if (nodeVersion === undefined || m.from < nodeVersion || !m.slots) continue;
      upgradedSlots = m.slots(upgradedSlots);
    }
    const outSlots: Record<string, Node[]> = {};
    for (const [slot, children] of Object.entries(upgradedSlots)) {
      const slotPath = `${path}/slots/${segment(slot)}`;
      // Own-key lookup: a slot named `toString` must not find Object.prototype.toString.
      const spec = Object.hasOwn(def.slots, slot) ? def.slots[slot] : undefined;
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
    // The props are now at the current version; recording it stops a reload re-running migrations.
    return { id: id as string, name, props: parsedProps, slots: outSlots, ...(def.version > 1 ? { version: def.version } : {}) };
  }

  if (isPlainObject(input) && rootKinds && typeof input.name === 'string' && !rootKinds.includes(input.name)) {
    add(`${base}/name`, `The root must be one of: ${rootKinds.join(', ')}`);
  }
  const { sanitizeHtml } = options;
  const value = sanitizeHtml ? withHtmlSanitizer(sanitizeHtml, () => visit(input, base, 1, null)) : visit(input, base, 1, null);
  if (issues.length > 0 || !value) {
    if (issues.length === 0) add(base, 'Invalid tree');
    return { ok: false, issues };
  }
  return { ok: true, value, nodeCount: count };
}
