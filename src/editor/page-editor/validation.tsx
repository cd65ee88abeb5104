import { useContext, useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createUsePuck } from '@puckeditor/core';
import type { ComponentDefinition, Registry } from '../../core/component';
import type { Node } from '../../core/node';
import { RESERVED_PROPS, type PuckComponentData, type PuckData } from '../../core/puck';
import { humanize, validateProps, type TesseraFieldMetadata } from '../fields';
import { Problems, type NodeProblem } from './contexts';
import { FieldMessage, FieldNote, ROOT_ID, useSelectedId } from './field-message';
import { editorFreshItems, inUntouchedItem, noteLists } from './fresh-items';

const usePuck = createUsePuck();

export { normalizePath, ROOT_ID } from './field-message';

export type ProblemCache = WeakMap<object, Record<string, string>>;

function problemsOf(def: ComponentDefinition, props: Record<string, unknown>, cache: ProblemCache): Record<string, string> {
  const cached = cache.get(props);
  if (cached) return cached;
  const errors = { ...validateProps(def, props) };
  for (const [slot, spec] of Object.entries(def.slots)) {
    const children = props[slot];
    if (spec.max !== undefined && Array.isArray(children) && children.length > spec.max) {
      errors[slot] = `${spec.label ?? humanize(slot)} holds at most ${spec.max} component${spec.max === 1 ? '' : 's'}; remove ${children.length - spec.max}.`;
    }
  }
  cache.set(props, errors);
  return errors;
}

/**
 * Every node of the Puck data whose props the schema rejects (or whose slot is over its
 * limit). Puck replaces the props object of an item only when it changes, so the cache keyed
 * by props object re-validates just the edited node and its ancestors.
 */
export function collectProblems(data: PuckData, registry: Registry, cache: ProblemCache): Map<string, NodeProblem> {
  const found = new Map<string, NodeProblem>();
  const visit = (id: string, def: ComponentDefinition, props: Record<string, unknown>) => {
    const errors = problemsOf(def, props, cache);
    if (Object.keys(errors).length > 0) found.set(id, { id, label: def.label, errors });
    for (const slot of Object.keys(def.slots)) {
      const children = props[slot];
      if (!Array.isArray(children)) continue;
      for (const child of children as PuckComponentData[]) {
        const childDef = registry.get(child.type);
        if (childDef) visit(child.props.id, childDef, child.props);
      }
    }
  };
  const rootDef = registry.get(String(data.root.props[RESERVED_PROPS.kind]));
  if (rootDef) visit(ROOT_ID, rootDef, data.root.props);
  return found;
}

/** Something on the page worth a look that does not stop saving or publishing (pages stored before keep working). */
export interface PageWarning {
  /** Puck item id of the component to select. */
  id: string;
  /** The component, e.g. "Header" or "Include partial: /header". */
  label: string;
  message: string;
}

interface Occurrence {
  /** The placed component, or the include that brings it in. */
  id: string;
  label: string;
  /** The partial it comes from, for one inside an include. */
  partial?: string;
}

/**
 * A second (third, …) component of a kind a page shows once (`oncePerPage`: header, footer,
 * cookie notice, a list that reads the page address), counting what the page's includes bring
 * in from the site's partials. Each extra one is a warning on the component (or its include),
 * in page order, so the first stays unwarned.
 */
export function collectWarnings(data: PuckData, registry: Registry, partials: ReadonlyMap<string, Node>): PageWarning[] {
  const found = new Map<string, Occurrence[]>();
  const note = (kind: string, occurrence: Occurrence) => found.set(kind, [...(found.get(kind) ?? []), occurrence]);
  const visitPartial = (path: string, include: { id: string; label: string }, seen: ReadonlySet<string>) => {
    const tree = partials.get(path);
    if (!tree || seen.has(path)) return;
    const inner = new Set(seen).add(path);
    const walk = (node: Node) => {
      const def = registry.get(node.name);
      if (def?.oncePerPage) note(node.name, { ...include, partial: path });
      if (node.name === 'include' && typeof node.props.path === 'string') visitPartial(node.props.path, include, inner);
      for (const children of Object.values(node.slots)) children.forEach(walk);
    };
    walk(tree);
  };
  const visit = (def: ComponentDefinition, props: Record<string, unknown>) => {
    for (const slot of Object.keys(def.slots)) {
      const children = props[slot];
      if (!Array.isArray(children)) continue;
      for (const child of children as PuckComponentData[]) {
        const childDef = registry.get(child.type);
        if (!childDef) continue;
        const id = String(child.props.id);
        if (childDef.oncePerPage) note(child.type, { id, label: childDef.label });
        if (child.type === 'include' && typeof child.props.path === 'string') {
          visitPartial(child.props.path, { id, label: `${childDef.label}: ${child.props.path}` }, new Set());
        }
        visit(childDef, child.props);
      }
    }
  };
  const rootDef = registry.get(String(data.root.props[RESERVED_PROPS.kind]));
  if (rootDef) visit(rootDef, data.root.props);
  const warnings: PageWarning[] = [];
  for (const [kind, occurrences] of found) {
    if (occurrences.length < 2) continue;
    const name = (registry.get(kind)?.label ?? kind).toLowerCase();
    const first = occurrences[0]!;
    const from = first.partial ? ` (from the partial ${first.partial})` : '';
    for (const extra of occurrences.slice(1)) {
      const what = extra.partial ? `This partial brings in another ${name}` : `This is another ${name}`;
      warnings.push({ id: extra.id, label: extra.label, message: `A page shows one ${name}, and this one already has it${from}. ${what}: remove one.` });
    }
  }
  return warnings;
}

/** Whether two lists of warnings say the same. */
export function sameWarnings(a: readonly PageWarning[], b: readonly PageWarning[]): boolean {
  return a.length === b.length && a.every((w, i) => w.id === b[i]!.id && w.message === b[i]!.message);
}

/** A prop path for people: `ctaLinks.0.href` → `CTA links › 1 › Href`. */
export function describePath(path: string): string {
  if (path === '') return 'Component';
  return path
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : humanize(part)))
    .join(' › ');
}

/** The field's help text, tied to its input so a screen reader reads it with the label. */
function FieldHelp({ text, within }: { text: string; within: RefObject<HTMLDivElement | null> }) {
  const id = useId();
  useEffect(() => {
    const input = within.current?.querySelector('input, textarea, select, [contenteditable="true"]');
    if (!input) return;
    const described = new Set((input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean));
    described.add(id);
    input.setAttribute('aria-describedby', [...described].join(' '));
  }, [id, within]);
  return (
    <p className="pe-field-help" id={id}>
      {text}
    </p>
  );
}

/** Heading-level props, whose note says when the text is too long for the level (see FieldNote). */
const LEVEL_PROPS = new Set(['level', 'headingLevel']);

function withMessage(props: { children: ReactNode; name: string; field?: { metadata?: TesseraFieldMetadata } }) {
  const ref = useRef<HTMLDivElement>(null);
  const help = props.field?.metadata?.help;
  return (
    <div className="pe-field" ref={ref}>
      {props.children}
      {help && <FieldHelp text={help} within={ref} />}
      <FieldMessage name={props.name} />
      {LEVEL_PROPS.has(props.name) && <FieldNote name={props.name} />}
    </div>
  );
}

/** Puck `fieldTypes` overrides: each field as Puck draws it, then its validation message. */
export const fieldTypeOverrides = {
  text: withMessage,
  textarea: withMessage,
  number: withMessage,
  select: withMessage,
  radio: withMessage,
  richtext: withMessage,
  array: withMessage,
  object: withMessage,
};

/** Puck `fields` override: the selected component's problems, listed above its fields. */
export function FieldsWithSummary({ children }: { children: ReactNode }) {
  const id = useSelectedId();
  const props = usePuck((s) => (s.selectedItem?.props ?? s.appState.data.root.props ?? {}) as Record<string, unknown>);
  noteLists(editorFreshItems, id, props);
  const problem = useContext(Problems).get(id);
  const entries = problem ? Object.entries(problem.errors).filter(([path]) => !inUntouchedItem(editorFreshItems, id, path)) : [];
  return (
    <>
      {entries.length > 0 && (
        <div className="pe-fields-summary" role="alert">
          <p>
            {entries.length === 1 ? 'One field needs attention' : `${entries.length} fields need attention`} before this page can be published:
          </p>
          <ul>
            {entries.map(([path, text]) => (
              <li key={path}>
                <strong>{describePath(path)}</strong>: {text}
              </li>
            ))}
          </ul>
        </div>
      )}
      {children}
    </>
  );
}
