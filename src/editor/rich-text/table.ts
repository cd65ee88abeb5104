/**
 * Tables for the rich-text editor on prosemirror-tables (which `@tiptap/pm` already carries):
 * header and body cells, cell spans, Tab between cells. Rendered as `table > tbody > tr > th|td`,
 * with nothing the sanitizer would strip (no column widths, no colgroup, no styles).
 */
import { Extension, Node, mergeAttributes, type Editor, type JSONContent } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';
import {
  addColumnAfter, addRowAfter, deleteColumn, deleteRow, deleteTable, goToNextCell, isInTable, tableEditing,
} from '@tiptap/pm/tables';

const ROLES: Record<string, string> = { table: 'table', tableRow: 'row', tableCell: 'cell', tableHeader: 'header_cell' };

/** prosemirror-tables finds its node types by the `tableRole` of their node specs. */
const TableRoles = Extension.create({
  name: 'tableRoles',
  extendNodeSchema(extension) {
    const role = ROLES[extension.name];
    return role ? { tableRole: role } : {};
  },
});

function spanAttribute(name: 'colspan' | 'rowspan') {
  return {
    default: 1,
    parseHTML: (element: HTMLElement) => {
      const value = Number.parseInt(element.getAttribute(name) ?? '', 10);
      return Number.isInteger(value) && value > 1 ? value : 1;
    },
    renderHTML: (attributes: Record<string, unknown>) => (attributes[name] === 1 ? {} : { [name]: attributes[name] }),
  };
}

function cellNode(name: 'tableCell' | 'tableHeader', tag: 'td' | 'th') {
  return Node.create({
    name,
    content: 'block+',
    isolating: true,
    addAttributes() {
      return {
        colspan: spanAttribute('colspan'),
        rowspan: spanAttribute('rowspan'),
        // prosemirror-tables keeps column widths here; stored rich text has none.
        colwidth: { default: null, parseHTML: () => null, renderHTML: () => ({}) },
        ...(tag === 'th'
          ? {
              scope: {
                default: null,
                parseHTML: (element: HTMLElement) => element.getAttribute('scope'),
                renderHTML: (attributes: Record<string, unknown>) => (attributes.scope ? { scope: attributes.scope } : {}),
              },
            }
          : {}),
      };
    },
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, mergeAttributes(HTMLAttributes), 0],
  });
}

const TableRow = Node.create({
  name: 'tableRow',
  content: '(tableCell | tableHeader)*',
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: ({ HTMLAttributes }) => ['tr', mergeAttributes(HTMLAttributes), 0],
});

const Table = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableRow+',
  isolating: true,
  parseHTML: () => [{ tag: 'table' }],
  renderHTML: ({ HTMLAttributes }) => ['table', mergeAttributes(HTMLAttributes), ['tbody', 0]],
  addProseMirrorPlugins: () => [tableEditing()],
  addKeyboardShortcuts() {
    return {
      Tab: () => goToNextCell(1)(this.editor.state, this.editor.view.dispatch),
      'Shift-Tab': () => goToNextCell(-1)(this.editor.state, this.editor.view.dispatch),
    };
  },
});

export const tableExtensions = [TableRoles, Table, TableRow, cellNode('tableHeader', 'th'), cellNode('tableCell', 'td')];

/** A table of three columns: a header row and two rows below it, the cursor in the first header cell. */
export function insertTable(editor: Editor): void {
  const cell = (type: string): JSONContent => ({ type, content: [{ type: 'paragraph' }] });
  const row = (type: string): JSONContent => ({ type: 'tableRow', content: [cell(type), cell(type), cell(type)] });
  const table = editor.schema.nodeFromJSON({ type: 'table', content: [row('tableHeader'), row('tableCell'), row('tableCell')] });
  editor.view.focus();
  const { state } = editor;
  const tr = state.tr.replaceSelectionWith(table);
  // The cursor lands at the end of the inserted table or after it: that table is the last one starting before it.
  let start = -1;
  tr.doc.descendants((node, pos) => {
    if (node.type.name === 'table' && pos < tr.selection.from) start = pos;
    return node.type.name !== 'table';
  });
  if (start >= 0) tr.setSelection(TextSelection.near(tr.doc.resolve(start + 1)));
  editor.view.dispatch(tr.scrollIntoView());
}

/** The table commands of the toolbar, each run on the editor's current state. */
export const tableCommands = {
  addRow: addRowAfter,
  addColumn: addColumnAfter,
  deleteRow,
  deleteColumn,
  deleteTable,
};

export { isInTable };
