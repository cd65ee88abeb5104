import { Children, Fragment, isValidElement, type ReactNode } from 'react';

/** Whether a rendered slot holds anything (an empty slot arrives as `null`, `undefined` or `[]`). */
export function hasContent(slot: ReactNode): boolean {
  return Children.toArray(slot).length > 0;
}

/**
 * The children of a slot, one entry per child node, for views that lay out each child apart
 * (flex-row columns, grid-2024 cells). A slot may arrive as a list or as one fragment.
 */
export function slotChildren(slot: ReactNode): ReactNode[] {
  return Children.toArray(slot).flatMap((child) =>
    isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment ? slotChildren(child.props.children) : [child],
  );
}
