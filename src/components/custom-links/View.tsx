import { useEffect, useState } from 'react';
import type { PropsOf } from '../../core/component';
import { useHydrated } from '../disclosure';
import type { ViewProps } from '../view';
import type { customLinks } from './definition';
import { defaultSelection, maximumText, restoreSelection, storageKey, togglePage, type Selection } from './selection';
import { platformId } from '../../core/ids';

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, selected: readonly string[]): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(selected));
  } catch {
    // Storage may be full or disabled; the choice then lasts until the page is left.
  }
}

/**
 * An island. The server shows the default links; in the browser the visitor's own picks
 * (kept in localStorage) replace them, and the picker appears. A pick beyond `maxPages` is
 * refused with `maximumMessage`.
 */
export default function CustomLinksView({ id, props }: ViewProps<PropsOf<typeof customLinks>>) {
  const { groups, maxPages } = props;
  const hydrated = useHydrated();
  const [selection, setSelection] = useState<Selection>(() => defaultSelection(groups, maxPages));
  const key = storageKey(id);

  useEffect(() => {
    const restored = restoreSelection(readStored(key), groups, maxPages);
    if (restored) setSelection(restored);
  }, [key, groups, maxPages]);

  const toggle = (pageId: string) => {
    const next = togglePage(selection, pageId, maxPages);
    setSelection(next);
    if (next.selected !== selection.selected) store(key, next.selected);
  };

  const pages = new Map(groups.flatMap((g) => g.pages.map((p) => [p.id, p] as const)));
  const chosen = selection.selected.map((pageId) => pages.get(pageId)).filter((p) => p !== undefined);
  const labelId = platformId(id, 'label');
  return (
    <section className="t-custom-links" aria-labelledby={labelId}>
      <p className="t-custom-links__label" id={labelId}>
        {props.label}
      </p>
      {chosen.length > 0 ? (
        <ul className="t-custom-links__list">
          {chosen.map((p) => (
            <li key={p.id}>
              <a className="t-custom-links__link" href={p.url}>
                {p.title}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="t-custom-links__empty">No links chosen yet.</p>
      )}
      <details className="t-custom-links__picker" hidden={!hydrated}>
        <summary className="t-custom-links__toggle">Choose links</summary>
        <div className="t-custom-links__groups">
          {groups.map((group) => (
            <fieldset className="t-custom-links__group" key={group.id}>
              <legend className="t-custom-links__group-name">{group.name}</legend>
              {group.pages.map((p) => {
                const inputId = platformId(id, p.id);
                return (
                  <div className="t-custom-links__option" key={p.id}>
                    <input type="checkbox" id={inputId} checked={selection.selected.includes(p.id)} onChange={() => toggle(p.id)} />
                    <label htmlFor={inputId}>{p.title}</label>
                  </div>
                );
              })}
            </fieldset>
          ))}
        </div>
        <p className="t-custom-links__message" role="status">
          {selection.overLimit ? maximumText(props.maximumMessage, maxPages) : ''}
        </p>
      </details>
    </section>
  );
}
