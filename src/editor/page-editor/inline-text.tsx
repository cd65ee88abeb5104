import { useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type CSSProperties, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Editor } from '@tiptap/core';
import { createUsePuck, registerOverlayPortal, useGetPuck } from '@puckeditor/core';
import { registry } from '../../components/registry';
import { humanize } from '../fields';
import { richTextExtensions } from '../rich-text/extensions';
import { LinkDialog, type LinkChoice } from '../rich-text/LinkDialog';
import { cleanPastedHtml } from '../rich-text/paste-clean';
import { RichTextToolbar } from '../rich-text/RichTextToolbar';
import { Problems } from './contexts';
import { inlineProps, readsAs, typedText, type InlineProp } from './inline-props';

/** Marks, on the selected node's markup, the element showing a prop that can be edited in place. */
export const INLINE_ATTR = 'data-pe-inline';

// --- What the canvas shows while a prop is edited in place ----------------------------------

interface Held {
  prop: string;
  value: unknown;
}
const held = new Map<string, Held>();
const watchers = new Map<string, Set<() => void>>();

function setHeld(id: string, value: Held | undefined): void {
  if (value) held.set(id, value);
  else held.delete(id);
  for (const watcher of watchers.get(id) ?? []) watcher();
}

/**
 * The props a node's view gets on the canvas: Puck's, except that a prop being edited in place
 * keeps the value it had when the edit began. The browser owns that text until the edit ends
 * (re-rendering it on each keystroke would move the caret); the panel and the draft get every
 * keystroke meanwhile.
 */
export function useShownProps(id: string, raw: Record<string, unknown>): Record<string, unknown> {
  const subscribe = useCallback(
    (watcher: () => void) => {
      let set = watchers.get(id);
      if (!set) watchers.set(id, (set = new Set()));
      set.add(watcher);
      return () => {
        set.delete(watcher);
        if (set.size === 0) watchers.delete(id);
      };
    },
    [id],
  );
  const hold = useSyncExternalStore(subscribe, () => held.get(id));
  return useMemo(() => (hold ? { ...raw, [hold.prop]: hold.value } : raw), [raw, hold]);
}

// --- Finding the text of each prop in the node's markup --------------------------------------

interface Target {
  el: HTMLElement;
  prop: InlineProp;
}

/** The text a rich-text value reads as, and its number of top-level blocks. */
function richShape(doc: Document, html: string): { text: string; blocks: number } {
  const template = doc.createElement('template');
  template.innerHTML = html;
  return { text: readsAs(template.content.textContent ?? ''), blocks: template.content.childElementCount };
}

/**
 * The element of `wrapper`'s own markup (not a nested component's) showing each prop's value:
 * for plain text the innermost element whose whole text is the value; for rich text the element
 * holding its blocks. Each element serves one prop, in schema order.
 */
export function findTargets(wrapper: Element, props: readonly InlineProp[], values: Record<string, unknown>): Target[] {
  const doc = wrapper.ownerDocument;
  const own = [...wrapper.querySelectorAll<HTMLElement>('*')].filter(
    (el) => el.closest('[data-puck-component]') === wrapper && !el.querySelector('[data-puck-dropzone]') && el.getClientRects().length > 0,
  );
  const taken = new Set<Element>();
  const found: Target[] = [];
  for (const prop of props) {
    const value = values[prop.name];
    if (typeof value !== 'string' || readsAs(value) === '') continue;
    const shape = prop.kind === 'rich' ? richShape(doc, value) : { text: readsAs(value), blocks: 0 };
    if (shape.text === '') continue;
    const matches = own.filter(
      (el) =>
        !taken.has(el) &&
        readsAs(el.textContent ?? '') === shape.text &&
        (prop.kind === 'rich' ? el.childElementCount === shape.blocks : true) &&
        ![...taken].some((t) => t.contains(el) || el.contains(t)),
    );
    // Innermost: an element none of whose descendants also matches.
    const el = matches.find((m) => !matches.some((other) => other !== m && m.contains(other)));
    if (!el) continue;
    taken.add(el);
    found.push({ el, prop });
  }
  return found;
}

// --- Editing ---------------------------------------------------------------------------------

const usePuck = createUsePuck();

/** The key that starts editing the selected block's text in place, and goes on to its next text. */
export const EDIT_IN_PLACE_KEY = 'F2';

/**
 * Starts editing the selected block's first text in place (or the one after `after`); false
 * when it has none. `from`: where focus goes back when the edit ends (default: where it is now).
 */
type Starter = (after?: HTMLElement, from?: HTMLElement | null) => boolean;
let starter: Starter | null = null;

/**
 * The keyboard's way into editing on the canvas (the mouse's is a click on the text): the
 * selected block's first editable text takes focus, with the caret at its end. Where focus was
 * is given back when the edit ends. False when the selected block has no text to edit there.
 */
export function editTextInPlace(): boolean {
  return starter?.() ?? false;
}

interface Session {
  id: string;
  prop: InlineProp;
  el: HTMLElement;
  label: string;
  editor: Editor | null;
  /** Ends the edit; `keepFocus`: focus stays where the edit put it (the next text takes it). */
  finish(keepFocus?: boolean): void;
}

/** Styles inside the canvas for text that can be edited in place and its message. */
const INLINE_CSS = `
[${INLINE_ATTR}] { cursor: text; user-select: text !important; -webkit-user-select: text !important; pointer-events: auto !important; }
[${INLINE_ATTR}] * { user-select: text !important; -webkit-user-select: text !important; }
[${INLINE_ATTR}]:hover { outline: 2px dashed #3479be; outline-offset: 2px; }
[${INLINE_ATTR}][data-pe-editing] { outline: 2px solid #3479be; outline-offset: 2px; white-space: pre-wrap; }
[${INLINE_ATTR}][data-pe-editing][aria-invalid="true"] { outline-color: #b42318; }
[${INLINE_ATTR}] .ProseMirror { outline: none; white-space: pre-wrap; }
.pe-inline-message {
  position: absolute; z-index: 2147483646; max-width: 28rem; margin: 0; padding: 0.375rem 0.625rem;
  border: 1px solid #b42318; border-radius: 4px; background: #fff; color: #b42318;
  font: 600 14px/1.4 system-ui, sans-serif; letter-spacing: 0; text-transform: none; pointer-events: none;
}
`;

function placeCaret(doc: Document, el: HTMLElement, point: { x: number; y: number } | null): void {
  const selection = doc.getSelection();
  if (!selection) return;
  const range = point ? doc.caretRangeFromPoint?.(point.x, point.y) : null;
  if (range && el.contains(range.startContainer)) {
    selection.removeAllRanges();
    selection.addRange(range);
    return;
  }
  selection.selectAllChildren(el);
  selection.collapseToEnd();
}

/** The focused element, inside a frame when focus is in one. */
function deepActiveElement(doc: Document): HTMLElement | null {
  const active = doc.activeElement as HTMLElement | null;
  const inner = active?.tagName === 'IFRAME' ? (active as HTMLIFrameElement).contentDocument : null;
  return inner ? deepActiveElement(inner) : active;
}

/** The value of a rich-text editor: its HTML, or `''` when it holds no text. */
function richValue(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/**
 * Text edited in place on the canvas (Puck's `iframe` override renders this beside the page):
 * on the selected component, the text of each prop `inlineProps` allows is marked; a click
 * on it edits it there — plain text as `contenteditable="plaintext-only"`, rich text with the
 * panel's rich-text editor and its toolbar. Every keystroke goes to Puck (so the fields panel
 * and the draft follow) without a history step; Enter (plain text), Escape or leaving the text
 * ends the edit as one undo step. A value the schema refuses gets the panel's message beside it.
 */
export function InlineText({ doc }: { doc: Document | undefined }) {
  const selectedId = usePuck((s) => (s.selectedItem ? String(s.selectedItem.props.id) : null));
  const selectedType = usePuck((s) => s.selectedItem?.type ?? null);
  // Puck's getter changes identity as it re-renders: the edit and the marks must not restart with it.
  const latestGetPuck = useGetPuck();
  const getPuckRef = useRef(latestGetPuck);
  getPuckRef.current = latestGetPuck;
  const getPuck = useCallback(() => getPuckRef.current(), []);
  const problems = useContext(Problems);
  const [session, setSession] = useState<Session | null>(null);
  const sessionRef = useRef<Session | null>(null);
  sessionRef.current = session;
  const [linkDialog, setLinkDialog] = useState<{ current: string | undefined; askText: boolean } | null>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const [, setTick] = useState(0);

  useEffect(() => {
    if (!doc) return;
    let style = doc.head.querySelector('style[data-pe-inline-css]');
    if (!style) {
      style = doc.createElement('style');
      style.setAttribute('data-pe-inline-css', '');
      doc.head.append(style);
    }
    style.textContent = INLINE_CSS;
  }, [doc]);

  /** Sends a prop's value to Puck, as a history step or not. */
  const send = useCallback(
    (id: string, prop: string, value: string, recordHistory: boolean) => {
      const { getItemById, getSelectorForId, dispatch } = getPuck();
      const item = getItemById(id);
      const at = getSelectorForId(id);
      if (!item || !at) return;
      dispatch({
        type: 'replace',
        destinationIndex: at.index,
        destinationZone: at.zone,
        data: { ...item, props: { ...item.props, [prop]: value } },
        recordHistory,
      });
    },
    [getPuck],
  );

  const start = useCallback(
    (id: string, el: HTMLElement, prop: InlineProp, point: { x: number; y: number } | null, from?: HTMLElement | null) => {
      const ownerDoc = el.ownerDocument;
      const item = getPuck().getItemById(id);
      if (!item || sessionRef.current) return;
      const initial = typeof item.props[prop.name] === 'string' ? (item.props[prop.name] as string) : '';
      const label = getPuck().config.components[item.type]?.fields?.[prop.name]?.label ?? humanize(prop.name);
      setHeld(id, { prop: prop.name, value: initial });
      const original = [...el.childNodes];
      let latest = initial;
      let done = false;
      let editor: Editor | null = null;
      const typed = (value: string) => {
        latest = value;
        send(id, prop.name, value, false);
      };

      // Capturing on the text's element, so Escape ends an edit before the rich-text editor
      // (inside it) would take it to its toolbar; other keys reach the editor untouched.
      const onKeyDown = (event: KeyboardEvent) => {
        if (event.key === EDIT_IN_PLACE_KEY) {
          event.preventDefault();
          event.stopPropagation();
          finish(true);
          if (!starter?.(el, cameFrom)) returnFocus();
        } else if (event.key === 'Escape' || (prop.kind === 'text' && event.key === 'Enter' && !(prop.multiline && event.shiftKey))) {
          event.preventDefault();
          event.stopPropagation();
          finish();
        }
      };
      // Puck's shortcuts (undo, delete the component) listen on the document: not while typing.
      const stop = (event: Event) => event.stopPropagation();
      const onInput = () => typed(typedText(el.innerText.replace(/\n$/, ''), prop));
      const onBlur = () => {
        // Focus may move to the rich-text toolbar or its link dialog (in the admin page): not an end.
        setTimeout(() => {
          if (done) return;
          const here = ownerDoc.activeElement && el.contains(ownerDoc.activeElement) && ownerDoc.hasFocus();
          const tools = toolbarRef.current?.contains(document.activeElement) || document.querySelector('[data-pe-inline-link]');
          if (!here && !tools) finish();
        }, 0);
      };

      // Started from the keyboard: focus goes back where it was when the edit ends there.
      const cameFrom = point ? null : from !== undefined ? from : deepActiveElement(document);
      const returnFocus = () => {
        if (cameFrom?.isConnected && cameFrom !== cameFrom.ownerDocument.body) cameFrom.focus();
      };

      function finish(keepFocus = false) {
        if (done) return;
        done = true;
        const focusWasHere = ownerDoc.activeElement !== null && el.contains(ownerDoc.activeElement);
        el.removeEventListener('keydown', onKeyDown, true);
        el.removeEventListener('keydown', stop);
        el.removeEventListener('keyup', stop);
        el.removeEventListener('input', onInput);
        el.removeEventListener('focusout', onBlur);
        if (editor) {
          latest = richValue(editor);
          editor.destroy();
        }
        for (const name of ['contenteditable', 'role', 'aria-label', 'aria-multiline', 'aria-invalid', 'data-pe-editing', 'spellcheck']) el.removeAttribute(name);
        // Give React back the nodes it rendered, then the value: it re-renders them itself.
        el.replaceChildren(...original);
        if (latest !== initial) send(id, prop.name, latest, true);
        setHeld(id, undefined);
        setLinkDialog(null);
        sessionRef.current = null;
        setSession(null);
        if (focusWasHere && !keepFocus) returnFocus();
      }

      el.setAttribute('data-pe-editing', '');
      el.addEventListener('keydown', onKeyDown, true);
      el.addEventListener('keydown', stop);
      el.addEventListener('keyup', stop);
      el.addEventListener('focusout', onBlur);
      if (prop.kind === 'rich') {
        el.replaceChildren();
        editor = new Editor({
          element: el,
          extensions: richTextExtensions({
            openLinkDialog: () => {
              if (!editor) return;
              const current = editor.isActive('link') ? (editor.getAttributes('link').href as string | undefined) : undefined;
              setLinkDialog({ current, askText: !current && editor.state.selection.empty });
            },
            focusToolbar: () => toolbarRef.current?.querySelector<HTMLElement>('[data-rt-item][tabindex="0"]')?.focus(),
          }),
          content: initial,
          injectCSS: false,
          editorProps: {
            attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label },
            transformPastedHTML: (html) => cleanPastedHtml(html),
          },
          onUpdate: ({ editor: updated }) => typed(richValue(updated)),
          onTransaction: () => setTick((n) => n + 1),
        });
        if (point) editor.view.focus();
        else editor.commands.focus('end');
        if (point) {
          const pos = editor.view.posAtCoords({ left: point.x, top: point.y });
          if (pos) editor.commands.setTextSelection(pos.pos);
        }
      } else {
        el.setAttribute('contenteditable', 'plaintext-only');
        el.setAttribute('role', 'textbox');
        el.setAttribute('aria-label', label);
        el.setAttribute('aria-multiline', String(prop.multiline));
        el.setAttribute('spellcheck', 'true');
        el.addEventListener('input', onInput);
        el.focus();
        placeCaret(ownerDoc, el, point);
      }
      setSession({ id, prop, el, label, editor, finish });
    },
    [getPuck, send],
  );

  const startRef = useRef(start);
  startRef.current = start;

  // Marks the selected component's editable texts, again after each change of its markup.
  useEffect(() => {
    if (!doc || !selectedId || !selectedType) return;
    const def = registry.get(selectedType);
    const props = def ? inlineProps(def) : [];
    if (props.length === 0) return;
    let cleanups: (() => void)[] = [];
    const unmark = () => {
      for (const cleanup of cleanups) cleanup();
      cleanups = [];
    };
    let targets: Target[] = [];
    const mark = () => {
      if (sessionRef.current) return;
      unmark();
      const wrapper = doc.querySelector(`[data-puck-component="${CSS.escape(selectedId)}"]`);
      const item = getPuck().getItemById(selectedId);
      if (!wrapper || !item) return;
      targets = findTargets(wrapper, props, item.props);
      for (const { el, prop } of targets) {
        el.setAttribute(INLINE_ATTR, prop.name);
        el.setAttribute('title', `Click, or press ${EDIT_IN_PLACE_KEY}, to edit ${prop.kind === 'rich' ? 'this text' : 'the text'} here`);
        el.setAttribute('aria-keyshortcuts', EDIT_IN_PLACE_KEY);
        const unregister = registerOverlayPortal(el, { disableDrag: true });
        cleanups.push(() => {
          el.removeAttribute(INLINE_ATTR);
          el.removeAttribute('title');
          el.removeAttribute('aria-keyshortcuts');
          unregister?.();
        });
      }
    };
    let frame = 0;
    const again = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(mark);
    };
    mark();
    const observer = new MutationObserver(again);
    observer.observe(doc.body, { childList: true, subtree: true, characterData: true });
    const onClick = (event: MouseEvent) => {
      // (An element of the canvas is no `instanceof HTMLElement` of this window.)
      const target = (event.target as Element | null)?.closest?.(`[${INLINE_ATTR}]`) as HTMLElement | null | undefined;
      if (!target) return;
      // Puck's canvas would deselect the component (its React handlers see clicks in the frame
      // through the portal), and a link would be followed.
      event.stopPropagation();
      if (sessionRef.current?.el === target) return;
      event.preventDefault();
      const prop = props.find((p) => p.name === target.getAttribute(INLINE_ATTR));
      if (prop) startRef.current(selectedId, target, prop, { x: event.clientX, y: event.clientY });
    };
    // On the frame's window, capturing: before React's listeners on the frame's document.
    const win = doc.defaultView;
    win?.addEventListener('click', onClick, true);
    const start: Starter = (after, from) => {
      if (sessionRef.current) return false;
      if (!after) mark();
      const next = after ? targets[targets.findIndex((t) => t.el === after) + 1] : targets[0];
      if (!next?.el.isConnected) return false;
      next.el.scrollIntoView({ block: 'nearest' });
      startRef.current(selectedId, next.el, next.prop, null, from);
      return true;
    };
    starter = start;
    return () => {
      if (starter === start) starter = null;
      cancelAnimationFrame(frame);
      observer.disconnect();
      win?.removeEventListener('click', onClick, true);
      sessionRef.current?.finish();
      unmark();
    };
  }, [doc, selectedId, selectedType, getPuck]);

  // Another component selected, or the canvas gone: the edit ends.
  useEffect(() => () => sessionRef.current?.finish(), []);

  const message = session ? problems.get(session.id)?.errors[session.prop.name] : undefined;
  useEffect(() => {
    if (!session) return;
    if (message) session.el.setAttribute('aria-invalid', 'true');
    else session.el.removeAttribute('aria-invalid');
    const target = session.editor?.view.dom ?? session.el;
    if (message) target.setAttribute('aria-describedby', 'pe-inline-message');
    else target.removeAttribute('aria-describedby');
  }, [session, message]);

  function applyLink(choice: LinkChoice) {
    setLinkDialog(null);
    const editor = session?.editor;
    if (!editor) return;
    if (choice.text !== undefined) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: choice.text, marks: [{ type: 'link', attrs: { href: choice.href } }] })
        .unsetMark('link')
        .run();
    } else editor.chain().focus().extendMarkRange('link').setLink({ href: choice.href }).run();
  }

  return (
    <>
      {session && message && doc && createPortal(<InlineMessage el={session.el} text={message} />, doc.body)}
      {session?.editor &&
        createPortal(
          <FloatingToolbar
            session={session}
            toolbarRef={toolbarRef}
            onLink={() => {
              const editor = session.editor!;
              const current = editor.isActive('link') ? (editor.getAttributes('link').href as string | undefined) : undefined;
              setLinkDialog({ current, askText: !current && editor.state.selection.empty });
            }}
            onLeave={() => {
              setTimeout(() => {
                const inText = session.el.ownerDocument.hasFocus() && session.el.contains(session.el.ownerDocument.activeElement);
                if (!inText && !toolbarRef.current?.contains(document.activeElement) && !document.querySelector('[data-pe-inline-link]')) session.finish();
              }, 0);
            }}
          />,
          document.body,
        )}
      {session?.editor &&
        linkDialog &&
        createPortal(
          <div data-pe-inline-link="">
            <LinkDialog
              current={linkDialog.current}
              askText={linkDialog.askText}
              onApply={applyLink}
              onRemove={() => {
                setLinkDialog(null);
                session.editor?.chain().focus().extendMarkRange('link').unsetLink().run();
              }}
              onClose={() => {
                setLinkDialog(null);
                session.editor?.view.focus();
              }}
            />
          </div>,
          document.body,
        )}
    </>
  );
}

/** The schema's message for the text being edited, under it on the canvas. */
function InlineMessage({ el, text }: { el: HTMLElement; text: string }) {
  const view = el.ownerDocument.defaultView;
  const box = el.getBoundingClientRect();
  const style: CSSProperties = { left: box.left + (view?.scrollX ?? 0), top: box.bottom + (view?.scrollY ?? 0) + 6 };
  return (
    <p className="pe-inline-message" id="pe-inline-message" role="status" data-inline-message="" style={style}>
      {text}
    </p>
  );
}

/** The rich-text toolbar over the canvas (in the admin page, which has its styles), above the text. */
function FloatingToolbar({
  session,
  toolbarRef,
  onLink,
  onLeave,
}: {
  session: Session;
  toolbarRef: RefObject<HTMLDivElement | null>;
  onLink(): void;
  onLeave(): void;
}) {
  const frame = session.el.ownerDocument.defaultView?.frameElement as HTMLElement | null;
  const [place, setPlace] = useState<CSSProperties>({ visibility: 'hidden' });
  useEffect(() => {
    const update = () => {
      if (!frame) return;
      const outer = frame.getBoundingClientRect();
      const scale = frame.offsetWidth ? outer.width / frame.offsetWidth : 1;
      const box = session.el.getBoundingClientRect();
      const height = toolbarRef.current?.offsetHeight ?? 40;
      const top = Math.max(outer.top, outer.top + box.top * scale - height - 8);
      setPlace({ position: 'fixed', left: Math.max(outer.left, outer.left + box.left * scale), top, zIndex: 1000 });
    };
    update();
    const view = session.el.ownerDocument.defaultView;
    view?.addEventListener('scroll', update);
    window.addEventListener('resize', update);
    return () => {
      view?.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [frame, session.el, toolbarRef]);
  return (
    <div className="pe-inline-toolbar rt-field" style={place} onMouseDown={(event) => event.preventDefault()} onBlur={onLeave}>
      <RichTextToolbar editor={session.editor} label={session.label} disabled={false} onLink={onLink} toolbarRef={toolbarRef} />
    </div>
  );
}
