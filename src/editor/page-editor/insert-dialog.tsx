import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Dialog } from '../ui/Dialog';
import type { Place } from './insert-places';

/**
 * Placing a component with the keyboard: the places it may go, in page order, as a list
 * moved through with the arrow keys; Enter places it, Escape cancels.
 */
export function PlaceDialog({ kindLabel, places, onPlace, onCancel }: { kindLabel: string; places: readonly Place[]; onPlace(place: Place): void; onCancel(): void }) {
  const [active, setActive] = useState(0);
  const listId = useId();
  const hintId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const optionId = (i: number) => `${listId}-${i}`;

  useEffect(() => {
    listRef.current?.querySelector(`[id="${CSS.escape(optionId(active))}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const last = places.length - 1;
    const moves: Record<string, number> = { ArrowDown: Math.min(active + 1, last), ArrowUp: Math.max(active - 1, 0), Home: 0, End: last, PageDown: Math.min(active + 10, last), PageUp: Math.max(active - 10, 0) };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPlace(places[active]!);
    }
  }

  return (
    <Dialog title={`Place ${kindLabel}`} onClose={onCancel} describedBy={hintId}>
      <p id={hintId} className="pe-hint">
        Choose where it goes: the up and down arrow keys move through the places, Enter puts it there, Escape cancels.
      </p>
      <ul
        ref={listRef}
        role="listbox"
        aria-label={`Places for ${kindLabel}`}
        aria-activedescendant={optionId(active)}
        tabIndex={0}
        className="pe-places"
        data-autofocus
        onKeyDown={onKeyDown}
      >
        {places.map((place, i) => (
          <li
            key={`${place.zone} ${place.index}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className="pe-places__option"
            onClick={() => onPlace(place)}
            onMouseMove={() => setActive(i)}
          >
            {place.label}
          </li>
        ))}
      </ul>
      <div className="pe-dialog-actions">
        <button type="button" className="admin-button" onClick={() => onPlace(places[active]!)}>
          Place here
        </button>
        <button type="button" className="admin-button admin-button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
