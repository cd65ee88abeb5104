import { useCallback, useMemo } from 'react';
import { useGetPuck, type Config } from '@puckeditor/core';
import { registry } from '../../components/registry';
import { RESERVED_PROPS, type PuckData } from '../../core/puck';
import { catalogueOf, clickTarget, listZones, placesFor, refusal, shownZones, type Catalogue, type Place } from './insert-places';
import { choosePlace, chosenPlace } from './insert-state';
import { canvasDocument, revealComponent } from './reveal';

const catalogues = new WeakMap<Config, Catalogue>();

/** The catalogue of a Puck config (one per config: it is rebuilt only when the root kind changes). */
export function catalogueFor(config: Config, data: PuckData): Catalogue {
  let catalogue = catalogues.get(config);
  if (!catalogue) {
    catalogue = catalogueOf({ config, registry, rootKind: String(data.root.props[RESERVED_PROPS.kind]) });
    catalogues.set(config, catalogue);
  }
  return catalogue;
}

/**
 * Slots the canvas shows (`shownZones`): a kind's extra slots (tabs beyond the count, the
 * other side of a gate) are not offered; those of blocks not drawn yet (further down) are.
 */
export function drawnZones(): (zone: string) => boolean {
  const doc = canvasDocument();
  if (!doc) return () => true;
  const names = (selector: string, attribute: string) => new Set([...doc.querySelectorAll(selector)].map((el) => el.getAttribute(attribute) ?? ''));
  return shownZones({ zones: names('[data-puck-dropzone]', 'data-puck-dropzone'), components: names('[data-puck-component]', 'data-puck-component') });
}

/** Brings a component into view on the canvas once it is drawn, opening the containers that hide it. */
export function scrollToComponent(id: string): void {
  revealComponent(id);
}

export type InsertOutcome = { ok: true; message: string } | { ok: false; message: string };

/**
 * Inserting from the component list without dragging: by a click (where `clickTarget`
 * says) or at a place chosen from `places`. The new component is selected, so its fields
 * show, and scrolled into view on the canvas.
 */
export function useInsert() {
  const getPuck = useGetPuck();

  const context = useCallback(() => {
    const { appState, config, selectedItem } = getPuck();
    const data = appState.data as unknown as PuckData;
    const catalogue = catalogueFor(config, data);
    return { catalogue, zones: listZones(data, catalogue), selectedId: selectedItem ? String(selectedItem.props.id) : null };
  }, [getPuck]);

  const insertAt = useCallback(
    (kind: string, place: Place): InsertOutcome => {
      const { dispatch, config } = getPuck();
      const id = `${kind}-${globalThis.crypto.randomUUID()}`;
      dispatch({ type: 'insert', componentType: kind, destinationIndex: place.index, destinationZone: place.zone, id, recordHistory: true });
      dispatch({ type: 'setUi', ui: { itemSelector: { zone: place.zone, index: place.index } } });
      scrollToComponent(id);
      const kindLabel = config.components[kind]?.label ?? kind;
      return { ok: true, message: `${kindLabel} added to ${place.zoneLabel}. Its fields are open for editing.` };
    },
    [getPuck],
  );

  return useMemo(
    () => ({
      /**
       * Where a click on `kind` puts it, and puts it there; or why it cannot. A place chosen
       * on the canvas (a "+", an empty slot) comes first.
       */
      insertByClick(kind: string): InsertOutcome {
        const { catalogue, zones, selectedId } = context();
        const chosen = chosenPlace(selectedId);
        if (chosen) {
          const zone = zones.find((z) => z.zone === chosen.place.zone);
          const why = zone ? refusal(zone, kind, catalogue) : 'That place is no longer on the page.';
          if (why) return { ok: false, message: why };
          choosePlace(null);
          return insertAt(kind, chosen.place);
        }
        const target = clickTarget({ kind, zones, catalogue, selectedId, shown: drawnZones() });
        if ('refused' in target) return { ok: false, message: target.refused };
        const done = insertAt(kind, target.place);
        return target.note ? { ok: true, message: `${target.note} ${done.message}` } : done;
      },
      /** Whether a place was chosen on the canvas for the next block. */
      hasChosenPlace(): boolean {
        return chosenPlace(context().selectedId) !== null;
      },
      /** The places `kind` may go, in page order, for choosing one with the keyboard. */
      places(kind: string): Place[] {
        const { catalogue, zones } = context();
        return placesFor({ kind, zones, catalogue, shown: drawnZones() });
      },
      kindLabel(kind: string): string {
        return context().catalogue.kindLabel(kind);
      },
      insertAt,
    }),
    [context, insertAt],
  );
}
