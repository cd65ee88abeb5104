/**
 * The rich-text editor's schema: exactly the formatting the sanitizer keeps
 * (`RICH_TEXT_POLICY` in core/html.ts), so what an editor sees is what is stored. Headings
 * start at level 2 (the page's title is its h1); `small`, `mark`, `abbr`, ids and `lang`
 * have no buttons but survive editing, so stored text loses nothing when it is opened here.
 */
import { Extension, Mark, mergeAttributes, type AnyExtension } from '@tiptap/core';
import Blockquote from '@tiptap/extension-blockquote';
import Bold from '@tiptap/extension-bold';
import Code from '@tiptap/extension-code';
import CodeBlock from '@tiptap/extension-code-block';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Heading from '@tiptap/extension-heading';
import HorizontalRule from '@tiptap/extension-horizontal-rule';
import Italic from '@tiptap/extension-italic';
import Link from '@tiptap/extension-link';
import { BulletList, ListItem, OrderedList } from '@tiptap/extension-list';
import Paragraph from '@tiptap/extension-paragraph';
import Strike from '@tiptap/extension-strike';
import Text from '@tiptap/extension-text';
import { dropCursor } from '@tiptap/pm/dropcursor';
import { gapCursor } from '@tiptap/pm/gapcursor';
import { history, redo, undo } from '@tiptap/pm/history';
import { linkProblem } from './link-rule';
import { tableExtensions } from './table';

export const HEADING_LEVELS = [2, 3, 4, 5, 6] as const;

/** A mark written as one plain tag, with a keyboard shortcut when it has a button. */
function simpleMark(name: string, tag: string, options: { shortcut?: string; excludes?: string; parse?: string[] } = {}) {
  return Mark.create({
    name,
    ...(options.excludes ? { excludes: options.excludes } : {}),
    parseHTML: () => [tag, ...(options.parse ?? [])].map((t) => ({ tag: t })),
    renderHTML: ({ HTMLAttributes }) => [tag, mergeAttributes(HTMLAttributes), 0],
    addKeyboardShortcuts() {
      const shortcut = options.shortcut;
      return shortcut ? { [shortcut]: () => this.editor.commands.toggleMark(name) } : {};
    },
  });
}

const Underline = simpleMark('underline', 'u', { shortcut: 'Mod-u' });
const Superscript = simpleMark('superscript', 'sup', { shortcut: 'Mod-.', excludes: 'subscript' });
const Subscript = simpleMark('subscript', 'sub', { shortcut: 'Mod-,', excludes: 'superscript' });
const Small = simpleMark('small', 'small');
const Highlight = simpleMark('highlight', 'mark');

const Abbreviation = Mark.create({
  name: 'abbreviation',
  addAttributes: () => ({ title: { default: null } }),
  parseHTML: () => [{ tag: 'abbr' }],
  renderHTML: ({ HTMLAttributes }) => ['abbr', mergeAttributes(HTMLAttributes), 0],
});

const BLOCKS = ['paragraph', 'heading', 'blockquote', 'bulletList', 'orderedList', 'listItem', 'codeBlock', 'table', 'tableRow', 'tableCell', 'tableHeader'];

/** Anchor ids (`<h2 id="fees">`, the target of `#fees` links) and `lang` on blocks are kept. */
const BlockAttributes = Extension.create({
  name: 'blockAttributes',
  addGlobalAttributes: () => [
    {
      types: BLOCKS,
      attributes: {
        id: { default: null, parseHTML: (element) => element.getAttribute('id') || null },
        lang: { default: null, parseHTML: (element) => element.getAttribute('lang') || null },
      },
    },
  ],
});

/** Undo and redo inside the field (Puck's own undo would otherwise take the keys). */
const History = Extension.create({
  name: 'history',
  addProseMirrorPlugins: () => [history(), dropCursor(), gapCursor()],
  addKeyboardShortcuts() {
    return {
      'Mod-z': () => undo(this.editor.state, this.editor.view.dispatch),
      'Shift-Mod-z': () => redo(this.editor.state, this.editor.view.dispatch),
      'Mod-y': () => redo(this.editor.state, this.editor.view.dispatch),
    };
  },
});

export interface FieldShortcuts {
  /** Ctrl/⌘+K: the link dialog. */
  openLinkDialog(): void;
  /** Alt+F10 and Escape: from the text to its formatting buttons. */
  focusToolbar(): void;
}

const isAllowedLink = (url: string) => linkProblem(url) === undefined;

/** The extensions of one rich-text field; `shortcuts` are the field's own keys. */
export function richTextExtensions(shortcuts: FieldShortcuts): AnyExtension[] {
  const FieldKeys = Extension.create({
    name: 'fieldKeys',
    addKeyboardShortcuts: () => ({
      'Mod-k': () => {
        shortcuts.openLinkDialog();
        return true;
      },
      'Alt-F10': () => {
        shortcuts.focusToolbar();
        return true;
      },
      Escape: () => {
        shortcuts.focusToolbar();
        return true;
      },
    }),
  });
  return [
    Document,
    Paragraph,
    Text,
    HardBreak,
    Heading.configure({ levels: [...HEADING_LEVELS] }),
    Blockquote,
    BulletList,
    OrderedList,
    ListItem,
    CodeBlock.configure({ languageClassPrefix: null, defaultLanguage: null }),
    HorizontalRule,
    Bold,
    Italic,
    Underline,
    Strike,
    Superscript,
    Subscript,
    Code,
    Small,
    Highlight,
    Abbreviation,
    // Typing right after a link continues the text, not the link (issue 24 item 4): TipTap makes
    // the mark inclusive whenever autolink is on.
    Link.extend({ inclusive: () => false }).configure({
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => isAllowedLink(url),
      shouldAutoLink: isAllowedLink,
    }),
    ...tableExtensions,
    BlockAttributes,
    History,
    FieldKeys,
  ];
}
