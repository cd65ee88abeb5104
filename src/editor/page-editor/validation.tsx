import { useContext, useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import type { ComponentDefinition, Registry } from '../../core/component';
import { RESERVED_PROPS, type PuckComponentData, type PuckData } from '../../core/puck';
import { humanize, validateProps, type TesseraFieldMetadata } from '../fields';
import { Problems, type NodeProblem } from './contexts';
import { FieldMessage, FieldNote, ROOT_ID, useSelectedId } from './field-message';

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
  const problem = useContext(Problems).get(id);
  const entries = problem ? Object.entries(problem.errors) : [];
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
