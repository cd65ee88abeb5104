import './rich-text.css';
import { useContext, useEffect, useId, useReducer, useRef, useState, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { Editor } from '@tiptap/core';
import type { CustomField } from '@puckeditor/core';
import { Problems } from '../page-editor/contexts';
import { FieldMessage, normalizePath, useSelectedId } from '../page-editor/field-message';
import { richTextExtensions } from './extensions';
import { LinkDialog, type LinkChoice } from './LinkDialog';
import { cleanPastedHtml } from './paste-clean';
import { RichTextToolbar } from './RichTextToolbar';

type RenderProps = Parameters<CustomField<unknown>['render']>[0];

/** The field's value: the editor's HTML, or `''` when it holds no text at all. */
function valueOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

// Puck's field wrapper records focus on inputs (and then stops updating the field's value):
// the link dialog's inputs must not count as the field's.
const keepInside = (event: SyntheticEvent) => event.stopPropagation();


/**
 * A rich-text prop (`richText()`) edited as formatted text: a toolbar of the formatting the
 * sanitizer keeps, keyboard shortcuts, a link dialog applying the link rule, and pasted Word
 * or Google Docs content cleaned to the allow-list. The value stays an HTML string; the server
 * sanitizes it again when the draft is saved.
 */
export function RichTextField({ field, name, value, onChange, readOnly }: RenderProps) {
  const label = field.label ?? name;
  const help = typeof field.metadata?.help === 'string' ? field.metadata.help : undefined;
  const labelId = useId();
  const helpId = useId();
  const hintId = useId();
  const mountRef = useRef<HTMLDivElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [linkDialog, setLinkDialog] = useState<{ current: string | undefined; askText: boolean } | null>(null);
  const linkDialogOpen = useRef(false);
  linkDialogOpen.current = linkDialog !== null;
  const latest = useRef('');
  /** The value the editor was last given, or last gave: a value is taken once. */
  const applied = useRef<string | null>(null);
  /**
   * Values this field sent that Puck has not handed back yet. Puck hands each one back
   * later, and under load after newer ones: until it has handed back the last one sent, a
   * value it gives that this field sent is an echo, not a change made elsewhere. Once it has
   * caught up, any value it gives (its undo, a restore) is taken.
   */
  const unacknowledged = useRef(new Set<string>());
  const lastSent = useRef<string | null>(null);
  const isEcho = (html: string) => unacknowledged.current.has(html);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const text = typeof value === 'string' ? value : '';
  latest.current = text;
  if (text === lastSent.current) unacknowledged.current.clear();

  const selectedId = useSelectedId();
  const invalid = Boolean(useContext(Problems).get(selectedId)?.errors[normalizePath(name)]);

  function openLinkDialog(target: Editor) {
    if (!target.isEditable) return;
    const current = target.isActive('link') ? (target.getAttributes('link').href as string | undefined) : undefined;
    setLinkDialog({ current, askText: !current && target.state.selection.empty });
  }

  function focusToolbar() {
    toolbarRef.current?.querySelector<HTMLElement>('[data-rt-item][tabindex="0"]')?.focus();
  }

  const editorRef = useRef<Editor | null>(null);
  const actions = useRef({ openLinkDialog: () => {}, focusToolbar });
  actions.current = {
    openLinkDialog: () => {
      if (editorRef.current) openLinkDialog(editorRef.current);
    },
    focusToolbar,
  };

  useEffect(() => {
    const instance = new Editor({
      element: mountRef.current,
      extensions: richTextExtensions({
        openLinkDialog: () => actions.current.openLinkDialog(),
        focusToolbar: () => actions.current.focusToolbar(),
      }),
      content: text,
      editable: !readOnly,
      injectCSS: false,
      editorProps: {
        attributes: {
          class: 'rt-field__content',
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          'aria-describedby': [help ? helpId : '', hintId].filter(Boolean).join(' '),
        },
        transformPastedHTML: (html) => cleanPastedHtml(html),
      },
      onUpdate: ({ editor: updated }) => {
        const html = valueOf(updated);
        applied.current = html;
        unacknowledged.current.add(html);
        lastSent.current = html;
        onChangeRef.current(html);
      },
      onTransaction: () => rerender(),
    });
    editorRef.current = instance;
    setEditor(instance);
    return () => {
      editorRef.current = null;
      instance.destroy();
    };
    // One editor per mounted field; later values arrive through the effect below.
  }, []);

  // Puck applies each change asynchronously and sends every value back a few keystrokes late:
  // while someone works in the field, its own text is the truth (as for Puck's own inputs).
  // Otherwise a new value (Puck's undo button, a restored version) replaces the text.
  const editing = () => linkDialogOpen.current || Boolean(rootRef.current?.contains(document.activeElement));
  const takeValue = (target: Editor) => {
    if (editing() || latest.current === applied.current || isEcho(latest.current)) return;
    applied.current = latest.current;
    if (latest.current !== valueOf(target)) target.commands.setContent(latest.current, { emitUpdate: false });
  };
  useEffect(() => {
    if (editor) takeValue(editor);
  }, [editor, text]);

  useEffect(() => {
    editor?.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  useEffect(() => {
    const dom = editor?.view.dom;
    if (!dom) return;
    if (invalid) dom.setAttribute('aria-invalid', 'true');
    else dom.removeAttribute('aria-invalid');
  }, [editor, invalid]);

  // Keys the text handled (Ctrl+Z, Ctrl+I...) must not reach Puck's own shortcuts
  // (its undo, its "interactive" switch), which listen on the whole document.
  useEffect(() => {
    const root = rootRef.current!;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented && (event.ctrlKey || event.metaKey || event.altKey || event.key === 'Escape')) event.stopPropagation();
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, []);

  function applyLink(choice: LinkChoice) {
    setLinkDialog(null);
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

  function removeLink() {
    setLinkDialog(null);
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
  }

  return (
    <div
      className="pe-field rt-field"
      ref={rootRef}
      onBlur={(event) => {
        // Leaving the field: the value Puck holds by then is the field's last one, or newer.
        if (editor && !event.currentTarget.contains(event.relatedTarget)) setTimeout(() => editorRef.current === editor && takeValue(editor), 0);
      }}
    >
      <div className="rt-field__label" id={labelId}>
        {label}
      </div>
      <RichTextToolbar
        editor={editor}
        label={label}
        disabled={Boolean(readOnly)}
        onLink={() => editor && openLinkDialog(editor)}
        toolbarRef={toolbarRef}
      />
      <div ref={mountRef} className="rt-field__surface" data-rich-text-field={name} />
      <p className="admin-visually-hidden" id={hintId}>
        Escape or Alt+F10 moves to the formatting buttons.
      </p>
      {help && (
        <p className="pe-field-help" id={helpId}>
          {help}
        </p>
      )}
      <FieldMessage name={name} />
      {linkDialog &&
        createPortal(
          <div onFocus={keepInside} onBlur={keepInside} onClick={keepInside} onKeyDown={keepInside}>
            <LinkDialog current={linkDialog.current} askText={linkDialog.askText} onApply={applyLink} onRemove={removeLink} onClose={() => setLinkDialog(null)} />
          </div>,
          document.body,
        )}
    </div>
  );
}
