import { Component, createElement, useContext, useEffect, useMemo, type CSSProperties, type ErrorInfo, type ReactNode } from 'react';
import type { Config, Field, Fields, SlotComponent } from '@puckeditor/core';
import type { ComponentDefinition, Registry } from '../../core/component';
import { puckKey, RESERVED_PROPS } from '../../core/puck';
import { withHtmlSanitizer } from '../../core/html';
import { displayProps } from '../../core/incomplete';
import { sanitizePreview } from '../sanitize-preview.client';
import type { View } from '../../components/view';
import { humanize, puckFields } from '../fields';
import { CanvasSettings } from './contexts';
import { useDropGuard } from './insert-drop-guard';
import { CanvasInsertTools } from './insert-plus';
import { usePluginRailKeys } from './Outline';
import { defaultAllow, listCategories } from './block-list';
import { InlineText, useShownProps } from './inline-text';

/**
 * Props a view can render from the editor's current values: what the fields hold where a view
 * may show it (an empty heading shows empty, a long one in full), and the default where a
 * value breaks another rule (core/incomplete.ts), so one unfinished field never takes the
 * canvas down. The fields panel says what to fix.
 */
export function canvasProps(def: ComponentDefinition, raw: Record<string, unknown>): Record<string, unknown> {
  // Puck's `id` is the item's; a kind's own `id` prop is under `_propId` (puck.ts).
  const own = Object.hasOwn(def.props.shape, 'id') ? { ...raw, id: raw[RESERVED_PROPS.propId] } : raw;
  return withHtmlSanitizer(sanitizePreview, () => displayProps(def, own));
}

/** A text as a CSS string, for `content:`. */
function cssString(text: string): string {
  return `"${text.replace(/["\\]/g, '\\$&').replace(/\n/g, ' ')}"`;
}

/**
 * Puck hands each slot over as a render function; the view contract wants rendered content.
 * Each drop zone carries its slot's label, which CANVAS_CSS shows while the slot is empty.
 */
function renderedSlots(def: ComponentDefinition, raw: Record<string, unknown>): Record<string, ReactNode> {
  const slots: Record<string, ReactNode> = {};
  for (const [slot, spec] of Object.entries(def.slots)) {
    const render = raw[slot];
    const style = { '--pe-slot-label': cssString(spec.label ?? humanize(slot)) } as CSSProperties;
    slots[slot] = typeof render === 'function' ? (render as SlotComponent)({ style }) : null;
  }
  return slots;
}

interface BoundaryProps {
  label: string;
  /** The props object being rendered: a new one (the editor fixed something) clears the error. */
  resetKey: unknown;
  children: ReactNode;
}

/** Keeps a view that throws on the editor's current props from blanking the whole canvas. */
class NodeBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override componentDidCatch(_error: Error, _info: ErrorInfo) {
    // Shown in place of the component; nothing to report elsewhere.
  }

  override render() {
    if (this.state.error) {
      return (
        <div className="pe-node-error" role="alert">
          {this.props.label} cannot be shown: {this.state.error.message}
        </div>
      );
    }
    return this.props.children;
  }
}

function nodeRender(def: ComponentDefinition, view: View<unknown>, idOf: (raw: Record<string, unknown>) => string) {
  const keys = Object.keys(def.props.shape).map(puckKey);
  function NodeOnCanvas(puckProps: Record<string, unknown>) {
    const raw = useShownProps(idOf(puckProps), puckProps);
    // Puck re-renders items whose props did not change: parse again only when a prop did.
    const props = useMemo(() => canvasProps(def, raw), keys.map((key) => raw[key]));
    return (
      <NodeBoundary label={def.label} resetKey={raw}>
        {createElement(view, { id: idOf(raw), props, slots: renderedSlots(def, raw) })}
      </NodeBoundary>
    );
  }
  NodeOnCanvas.displayName = `Canvas(${def.name})`;
  return NodeOnCanvas;
}

/**
 * The editor fields of a kind, with every slot's allow-list spelled out: the definition's
 * list, or what `defaultAllow` gives (a page layout's header and footer slots: the site's
 * partials and site chrome, as after issue 16's grid below the footer; site chrome nowhere
 * else but in partials), and never a root-only kind (layouts, fragments). Not stored rules, so
 * pages saved with something else there still load and save.
 */
function fieldsOf(def: ComponentDefinition, placeableDefs: readonly ComponentDefinition[]): Fields {
  const placeable = placeableDefs.map((d) => d.name);
  const fields: Record<string, Field> = puckFields(def);
  for (const [slot, spec] of Object.entries(def.slots)) {
    const field = fields[slot];
    if (field?.type !== 'slot') continue;
    const allow = spec.allow ?? defaultAllow(def, slot, placeableDefs);
    fields[slot] = { ...field, allow: allow.filter((name) => placeable.includes(name)) };
  }
  return fields;
}

function defaultsOf(def: ComponentDefinition): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(structuredClone(def.defaults) as Record<string, unknown>)) props[puckKey(key)] = value;
  // A new node has the current shape: without its version it would be read as version 1 and migrated.
  if (def.version > 1) props[RESERVED_PROPS.version] = def.version;
  for (const slot of Object.keys(def.slots)) props[slot] = [];
  return props;
}

/**
 * The Puck configuration for documents whose root is `rootKind`: every placeable kind with
 * its fields, defaults and category, each rendered through its own view; the root renders
 * the layout (or fragment) view with its slots as drop zones.
 */
export function buildPuckConfig({
  registry,
  views,
  rootKind,
}: {
  registry: Registry;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  views: Record<string, View<any>>;
  rootKind: string;
}): Config {
  const placeableDefs = registry.all().filter((def) => !def.rootOnly && views[def.name]);
  const rootDef = registry.get(rootKind);
  const rootView = views[rootKind];
  if (!rootDef || !rootView) throw new Error(`No component "${rootKind}" to render the page with`);

  const components: Config['components'] = {};
  for (const def of placeableDefs) {
    const component: Config['components'][string] = {
      label: def.label,
      defaultProps: defaultsOf(def),
      render: nodeRender(def, views[def.name]!, (raw) => String(raw.id)) as never,
    };
    // Derived from the kind's JSON Schema when first read (Puck reads the fields of the kinds a
    // page holds, and of one being added): a page uses a few kinds, and deriving all of them
    // took most of the editor's own time to open a page. The same object once made.
    let fields: Fields | undefined;
    Object.defineProperty(component, 'fields', { enumerable: true, get: () => (fields ??= fieldsOf(def, placeableDefs)) });
    components[def.name] = component;
  }

  const categories = listCategories(placeableDefs);

  return {
    components,
    categories,
    root: {
      fields: fieldsOf(rootDef, placeableDefs),
      render: nodeRender(rootDef, rootView, (raw) => String(raw[RESERVED_PROPS.id] ?? 'root')) as never,
    },
  };
}

/**
 * Editor-only rules inside the canvas. Puck wraps each slot's children in a drop zone; the
 * zone takes over its container's grid or flex layout so grids and rows look as published.
 */
const CANVAS_CSS = `
[data-puck-dropzone] {
  display: inherit; flex-direction: inherit; flex-wrap: inherit; gap: inherit;
  grid-template-columns: inherit; align-items: inherit; justify-content: inherit;
  grid-column: 1 / -1; flex: 1 1 100%;
}
/* Views that wrap each child in a cell get one cell holding the whole zone: lay the zone out instead. */
.t-grid-2024 > .t-grid-2024__cell:only-child, .t-flex-row > .t-flex-row__col:only-child { display: contents; }
.t-grid-2024 > .t-grid-2024__cell:only-child > [data-puck-dropzone] { display: grid; grid-template-columns: subgrid; }
.t-flex-row > .t-flex-row__col:only-child > [data-puck-dropzone] { display: flex; flex-direction: row; flex-wrap: wrap; gap: var(--t-space); }
.t-flex-row > .t-flex-row__col:only-child > [data-puck-dropzone] > [data-puck-component] { flex: 1 1 0; min-width: 0; }
@media (max-width: 767px) {
  .t-flex-row > .t-flex-row__col:only-child > [data-puck-dropzone] { flex-direction: column; }
}
.pe-node-error { padding: 0.75rem; border: 2px dashed #b42318; color: #b42318; background: #fff; font: 14px/1.4 system-ui, sans-serif; }
/* A heading or paragraph emptied in the fields keeps a place on the canvas to click. */
:is(h1, h2, h3, h4, h5, h6, p):empty::before { content: '(empty)'; font-style: italic; opacity: 0.6; }
.pe-gate-placeholder { padding: 1.5rem; border: 2px dashed currentColor; text-align: center; font: 16px/1.4 system-ui, sans-serif; }
/* An empty slot shows its name (renderedSlots sets --pe-slot-label on its drop zone). */
[data-puck-dropzone]:empty { display: flex; align-items: center; justify-content: center; }
[data-puck-dropzone]:empty::before {
  content: var(--pe-slot-label, none); flex: none;
  padding: 0.25rem 0.625rem; border-radius: 999px; background: #fff; color: #1d2939; pointer-events: none;
  font: 600 14px/1.3 system-ui, sans-serif; letter-spacing: 0; text-transform: none;
}
/* A drop Puck would send elsewhere goes to the slot under the pointer (insert-drop-guard.ts): draw that one. */
[data-pe-drop-override] [data-puck-line-placeholder] { display: none !important; }
[data-pe-drop-target] { outline: 2px dashed #3479be !important; outline-offset: -2px; background: rgba(207, 223, 240, 0.3); }
#pe-drop-line { position: absolute; z-index: 2147483647; height: 4px; border-radius: 2px; background: #3479be; pointer-events: none; }
`;

function ensureElement<T extends HTMLElement>(doc: Document, selector: string, create: () => T): T {
  const found = doc.head.querySelector<T>(selector);
  if (found) return found;
  const el = create();
  doc.head.append(el);
  return el;
}

/**
 * Puck's `iframe` override: the canvas document gets the site's stylesheet and `data-site`
 * on its root element, like a visitor's page, and none of the admin styles.
 */
export function CanvasFrame({ children, document: doc }: { children: ReactNode; document?: Document }) {
  const { site, stylesheet } = useContext(CanvasSettings);
  useDropGuard(doc);
  usePluginRailKeys();
  useEffect(() => {
    if (!doc) return;
    doc.documentElement.setAttribute('data-site', site);
    doc.documentElement.setAttribute('lang', 'en');
    if (stylesheet) {
      const link = ensureElement(doc, 'link[data-tessera-site-css]', () => {
        const el = doc.createElement('link');
        el.rel = 'stylesheet';
        el.setAttribute('data-tessera-site-css', '');
        return el;
      });
      if (link.getAttribute('href') !== stylesheet) link.setAttribute('href', stylesheet);
    }
    const style = ensureElement(doc, 'style[data-tessera-canvas]', () => {
      const el = doc.createElement('style');
      el.setAttribute('data-tessera-canvas', '');
      return el;
    });
    style.textContent = CANVAS_CSS;
  }, [doc, site, stylesheet]);
  return (
    <>
      {children}
      <CanvasInsertTools doc={doc} />
      <InlineText doc={doc} />
    </>
  );
}
