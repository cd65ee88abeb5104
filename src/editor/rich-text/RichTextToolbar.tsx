import { useState, type KeyboardEvent, type RefObject } from 'react';
import type { Editor } from '@tiptap/core';
import { redo, undo } from '@tiptap/pm/history';
import { HEADING_LEVELS } from './extensions';
import { insertTable, isInTable, tableCommands } from './table';

const MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const MOD = MAC ? '⌘' : 'Ctrl';

interface ButtonSpec {
  key: string;
  /** The button's name, in words. */
  name: string;
  /**
   * The symbol the button shows instead of its name. It is CSS content: a symbol is no text
   * label, and speech input and screen readers use the name.
   */
  face?: string;
  /** How the symbol is set (`rt-face--bold`, ...). */
  faceClass?: string;
  /** The keyboard shortcut, as a person types it (`Ctrl+B`), and as `aria-keyshortcuts` has it. */
  keys?: [shown: string, aria: string];
  run(editor: Editor): void;
  /** Marks and blocks that are on or off: the button is a toggle with `aria-pressed`. */
  active?(editor: Editor): boolean;
  enabled?(editor: Editor): boolean;
}

const mod = (key: string, shift = false): [string, string] => [
  `${MOD}+${shift ? 'Shift+' : ''}${key.toUpperCase()}`,
  `${MAC ? 'Meta' : 'Control'}+${shift ? 'Shift+' : ''}${key.toUpperCase()}`,
];

function mark(key: string, name: string, face: string, keys?: [string, string]): ButtonSpec {
  return {
    key,
    name,
    face,
    faceClass: `rt-face--${key}`,
    ...(keys ? { keys } : {}),
    run: (editor) => editor.chain().focus().toggleMark(key).run(),
    active: (editor) => editor.isActive(key),
  };
}

const MARKS: ButtonSpec[] = [
  mark('bold', 'Bold', 'B', mod('b')),
  mark('italic', 'Italic', 'I', mod('i')),
  mark('underline', 'Underline', 'U', mod('u')),
  mark('strike', 'Strike through', 'S', mod('s', true)),
  mark('superscript', 'Superscript', 'x²', mod('.')),
  mark('subscript', 'Subscript', 'x₂', mod(',')),
  mark('code', 'Code', '</>', mod('e')),
];

const BLOCKS: ButtonSpec[] = [
  {
    key: 'bulletList',
    name: 'Bulleted list',
    face: '•≡',
    keys: mod('8', true),
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
    active: (editor) => editor.isActive('bulletList'),
  },
  {
    key: 'orderedList',
    name: 'Numbered list',
    face: '1≡',
    keys: mod('7', true),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
    active: (editor) => editor.isActive('orderedList'),
  },
  {
    key: 'blockquote',
    name: 'Quote',
    face: '❝',
    keys: mod('b', true),
    run: (editor) => editor.chain().focus().toggleBlockquote().run(),
    active: (editor) => editor.isActive('blockquote'),
  },
  {
    key: 'codeBlock',
    name: 'Code block',
    face: '{ }',
    run: (editor) => editor.chain().focus().toggleCodeBlock().run(),
    active: (editor) => editor.isActive('codeBlock'),
  },
  { key: 'rule', name: 'Dividing line', face: '―', run: (editor) => editor.chain().focus().setHorizontalRule().run() },
];

const inTable = (editor: Editor) => isInTable(editor.state);
const tableCommand = (command: (typeof tableCommands)[keyof typeof tableCommands]) => (editor: Editor) => {
  command(editor.state, editor.view.dispatch);
  editor.view.focus();
};

const TABLE: ButtonSpec[] = [
  { key: 'table', name: 'Table', run: insertTable, enabled: (editor) => !inTable(editor) },
  { key: 'addRow', name: 'Add row', run: tableCommand(tableCommands.addRow), enabled: inTable },
  { key: 'addColumn', name: 'Add column', run: tableCommand(tableCommands.addColumn), enabled: inTable },
  { key: 'deleteRow', name: 'Delete row', run: tableCommand(tableCommands.deleteRow), enabled: inTable },
  { key: 'deleteColumn', name: 'Delete column', run: tableCommand(tableCommands.deleteColumn), enabled: inTable },
  { key: 'deleteTable', name: 'Delete table', run: tableCommand(tableCommands.deleteTable), enabled: inTable },
];

const HISTORY: ButtonSpec[] = [
  {
    key: 'undo',
    name: 'Undo',
    face: '↶',
    keys: mod('z'),
    run: (editor) => {
      undo(editor.state, editor.view.dispatch);
      editor.view.focus();
    },
    enabled: (editor) => undo(editor.state),
  },
  {
    key: 'redo',
    name: 'Redo',
    face: '↷',
    keys: mod('y'),
    run: (editor) => {
      redo(editor.state, editor.view.dispatch);
      editor.view.focus();
    },
    enabled: (editor) => redo(editor.state),
  },
];

/** The text style of the block at the cursor: `p`, `h2` … `h6`, or `''` for anything else (a list's paragraph counts as `p`). */
function textStyle(editor: Editor): string {
  for (const level of HEADING_LEVELS) if (editor.isActive('heading', { level })) return `h${level}`;
  return editor.isActive('paragraph') ? 'p' : '';
}

function setTextStyle(editor: Editor, style: string): void {
  const level = HEADING_LEVELS.find((l) => `h${l}` === style);
  if (level) editor.chain().focus().setHeading({ level }).run();
  else editor.chain().focus().setParagraph().run();
}

const ITEM = '[data-rt-item]';

/**
 * The formatting buttons of one rich-text field, a WAI-ARIA toolbar: one Tab stop, the arrow
 * keys (and Home, End) move between the buttons. Buttons keep the text's selection (they do
 * not take focus from it on mouse down), and marks and blocks show whether they are on.
 */
export function RichTextToolbar({
  editor,
  label,
  disabled,
  onLink,
  toolbarRef,
}: {
  editor: Editor | null;
  label: string;
  disabled: boolean;
  onLink(): void;
  toolbarRef: RefObject<HTMLDivElement | null>;
}) {
  const [current, setCurrent] = useState('bold');

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    if ((event.target as HTMLElement).tagName === 'SELECT') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(ITEM)].filter((el) => !(el as HTMLButtonElement).disabled);
    const at = items.indexOf(event.target as HTMLElement);
    if (at < 0) return;
    const next = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: items.length - 1 }[event.key]!;
    const target = items[(next + items.length) % items.length];
    if (!target) return;
    event.preventDefault();
    target.focus();
  }

  const enabledKeys = new Set<string>();
  const specs = [...MARKS, ...BLOCKS, ...TABLE, ...HISTORY];
  for (const spec of specs) if (editor && !disabled && (spec.enabled?.(editor) ?? true)) enabledKeys.add(spec.key);
  if (editor && !disabled) enabledKeys.add('style').add('link');
  // The Tab stop stays on an item that can take focus.
  const tabStop = enabledKeys.has(current) ? current : (['bold', 'style', ...enabledKeys].find((key) => enabledKeys.has(key)) ?? 'bold');

  const button = (spec: ButtonSpec) => {
    const pressed = editor && spec.active ? spec.active(editor) : undefined;
    return (
      <button
        key={spec.key}
        type="button"
        className={spec.face === undefined ? 'rt-toolbar__button rt-toolbar__button--wide' : 'rt-toolbar__button'}
        data-rt-item={spec.key}
        aria-label={spec.face === undefined ? undefined : spec.name}
        aria-pressed={pressed}
        aria-keyshortcuts={spec.keys?.[1]}
        title={spec.keys ? `${spec.name} (${spec.keys[0]})` : spec.name}
        tabIndex={tabStop === spec.key ? 0 : -1}
        disabled={!enabledKeys.has(spec.key)}
        onFocus={() => setCurrent(spec.key)}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => editor && spec.run(editor)}
      >
        {spec.face === undefined ? spec.name : <span className={`rt-face ${spec.faceClass ?? ''}`} data-face={spec.face} aria-hidden="true" />}
      </button>
    );
  };

  const linkActive = editor?.isActive('link') ?? false;
  const style = editor ? textStyle(editor) : 'p';
  return (
    <div ref={toolbarRef} className="rt-toolbar" role="toolbar" aria-label={`Formatting of ${label}`} onKeyDown={onKeyDown}>
      <div className="rt-toolbar__group">{MARKS.map(button)}</div>
      <div className="rt-toolbar__group">
        <select
          className="rt-toolbar__select"
          data-rt-item="style"
          aria-label="Text style"
          tabIndex={tabStop === 'style' ? 0 : -1}
          disabled={!enabledKeys.has('style')}
          value={style}
          onFocus={() => setCurrent('style')}
          onChange={(event) => editor && setTextStyle(editor, event.currentTarget.value)}
        >
          {style === '' && <option value="">Mixed</option>}
          <option value="p">Paragraph</option>
          {HEADING_LEVELS.map((level) => (
            <option key={level} value={`h${level}`}>
              Heading {level}
            </option>
          ))}
        </select>
      </div>
      <div className="rt-toolbar__group">{BLOCKS.map(button)}</div>
      <div className="rt-toolbar__group">
        <button
          type="button"
          className="rt-toolbar__button rt-toolbar__button--wide"
          data-rt-item="link"
          aria-pressed={linkActive}
          aria-keyshortcuts={mod('k')[1]}
          title={`Link (${mod('k')[0]})`}
          tabIndex={tabStop === 'link' ? 0 : -1}
          disabled={!enabledKeys.has('link')}
          onFocus={() => setCurrent('link')}
          onMouseDown={(event) => event.preventDefault()}
          onClick={onLink}
        >
          Link
        </button>
      </div>
      <div className="rt-toolbar__group">{TABLE.filter((spec) => spec.key === 'table' || (editor && inTable(editor))).map(button)}</div>
      <div className="rt-toolbar__group">{HISTORY.map(button)}</div>
    </div>
  );
}
