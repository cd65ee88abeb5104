import { useContext } from 'react';
import { createUsePuck } from '@puckeditor/core';
import { headingLevelNote, headingTextProp } from '../../core/heading';
import { Problems } from './contexts';
import { editorFreshItems, inUntouchedItem } from './fresh-items';

/** Puck's id for the document root in selections and indexes. */
export const ROOT_ID = 'root';

/** `ctaLinks[0].href` (Puck's field names) and `ctaLinks.0.href` (validation paths) alike. */
export function normalizePath(path: string): string {
  return path.replace(/\[(\d+)\]/g, '.$1');
}

const usePuck = createUsePuck();

export function useSelectedId(): string {
  return usePuck((s) => (s.selectedItem ? String(s.selectedItem.props.id) : ROOT_ID));
}

/** The message for one field of the selected component, shown right under the field. */
export function FieldMessage({ name }: { name: string }) {
  const id = useSelectedId();
  const problem = useContext(Problems).get(id);
  const path = normalizePath(name);
  const text = problem?.errors[path];
  if (!text || inUntouchedItem(editorFreshItems, id, path)) return null;
  return (
    <p className="pe-field-error" data-field={normalizePath(name)}>
      {text}
    </p>
  );
}

/**
 * What the page will do with a valid value that an editor might not expect, beside its field:
 * a heading level the text is too long for (the specification's rule) renders one level smaller.
 */
export function FieldNote({ name }: { name: string }) {
  const note = usePuck((s) => {
    const props = (s.selectedItem?.props ?? s.appState.data.root.props ?? {}) as Record<string, unknown>;
    const textProp = headingTextProp(name, props);
    return textProp ? headingLevelNote(props[textProp], props[name]) : undefined;
  });
  if (!note) return null;
  return (
    <p className="pe-field-note" role="status" data-field-note={name}>
      {note}
    </p>
  );
}
