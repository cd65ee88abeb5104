import { useContext } from 'react';
import { createUsePuck } from '@puckeditor/core';
import { Problems } from './contexts';

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
  const text = problem?.errors[normalizePath(name)];
  if (!text) return null;
  return (
    <p className="pe-field-error" data-field={normalizePath(name)}>
      {text}
    </p>
  );
}
