import { useContext, useEffect, useMemo, type ReactNode } from 'react';
import { ActionBar, useGetPuck, type Data } from '@puckeditor/core';
import type { PuckData } from '../../core/puck';
import { findNode, insertNode, readClipboard, withFreshIds, writeClipboard } from './clipboard';
import { CanvasSettings } from './contexts';
import { EDIT_IN_PLACE_KEY, editTextInPlace } from './inline-text';
import { catalogueFor } from './insert-actions';
import { clickTarget, gapPlace, listZones, parentMove, refusal, zoneOf, type Place } from './insert-places';
import { anyChosenPlace, choosePlace, chosenPlace, say } from './insert-state';
import { revealComponent } from './reveal';

/** Where the shortcuts are read: a Mac's Command key, elsewhere Control. */
const MOD = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? 'Cmd' : 'Ctrl';

/**
 * The selected block's actions beside Puck's own: add a block after it, move it out of its
 * container, cut, copy and paste. Each says what it did (or why not) in the component
 * list's status line; what is added or moved is selected and shown on the canvas.
 */
export function useBlockActions() {
  const getPuck = useGetPuck();
  const { site } = useContext(CanvasSettings);

  return useMemo(() => {
    function context() {
      const { appState, config, selectedItem, dispatch } = getPuck();
      const data = appState.data as unknown as PuckData;
      const catalogue = catalogueFor(config, data);
      const zones = listZones(data, catalogue);
      const selectedId = selectedItem ? String(selectedItem.props.id) : null;
      return { data, config, catalogue, zones, selectedId, dispatch };
    }

    function select(zone: string, index: number, id: string) {
      getPuck().dispatch({ type: 'setUi', ui: { itemSelector: { zone, index } } });
      revealComponent(id);
    }

    /** The selected block in the page's data, with its name; or a message. */
    function selected() {
      const ctx = context();
      const at = ctx.selectedId ? zoneOf(ctx.zones, ctx.selectedId) : undefined;
      const node = ctx.selectedId ? findNode(ctx.data, ctx.selectedId, ctx.catalogue) : undefined;
      if (!at || !node) return null;
      return { ...ctx, at, node, name: at.zone.items[at.index]!.name };
    }

    function copy(): boolean {
      const found = selected();
      if (!found) return say('Select a block on the page to copy it.'), false;
      writeClipboard(localStorage, { site, name: found.name, node: found.node });
      say(`${found.name} copied. Paste it after a selected block with ${MOD}+V, also on another page of this site.`);
      return true;
    }

    return {
      copy,
      cut() {
        const found = selected();
        if (!found) return say('Select a block on the page to cut it.');
        writeClipboard(localStorage, { site, name: found.name, node: found.node });
        found.dispatch({ type: 'remove', index: found.at.index, zone: found.at.zone.zone, recordHistory: true });
        say(`${found.name} cut. Paste it after a selected block with ${MOD}+V, also on another page of this site.`);
      },
      paste() {
        const { data, config, catalogue, zones, selectedId, dispatch } = context();
        const read = readClipboard(localStorage, site, (kind) => kind in config.components);
        if ('refused' in read) return say(read.refused);
        const { entry } = read;
        let place: Place;
        let note = '';
        const chosen = chosenPlace(selectedId);
        if (chosen) {
          const zone = zones.find((z) => z.zone === chosen.place.zone);
          const why = zone ? refusal(zone, entry.node.type, catalogue) : 'That place is no longer on the page.';
          if (why) return say(`${entry.name} cannot be pasted there: ${why}`);
          place = chosen.place;
          choosePlace(null);
        } else {
          const target = clickTarget({ kind: entry.node.type, zones, catalogue, selectedId });
          if ('refused' in target) return say(`${entry.name} cannot be pasted there: ${target.refused}`);
          place = target.place;
          note = target.note ? `${target.note} ` : '';
        }
        const node = withFreshIds(entry.node, catalogue);
        const next = insertNode({ data, zone: place.zone, index: place.index, node, catalogue });
        dispatch({ type: 'setData', data: () => next as unknown as Data, recordHistory: true });
        select(place.zone, place.index, node.props.id);
        say(`${note}${entry.name} pasted in ${place.zoneLabel}.`);
      },
      moveToParent() {
        const { catalogue, zones, selectedId, dispatch } = context();
        const move = selectedId ? parentMove({ id: selectedId, zones, catalogue }) : { refused: 'Select a block on the page to move it.' };
        if ('refused' in move) return say(move.refused);
        // Taking the block out first shifts nothing before it in the outer slot: the container is still where it was.
        dispatch({
          type: 'move',
          sourceZone: move.from.zone,
          sourceIndex: move.from.index,
          destinationZone: move.place.zone,
          destinationIndex: move.place.index,
          recordHistory: true,
        });
        select(move.place.zone, move.place.index, selectedId!);
        say(`${move.name} moved to ${move.place.label}.`);
      },
      /** Chooses the place right after the selected block for the next block from the list. */
      addAfter() {
        const found = selected();
        if (!found) return say('Select a block on the page first.');
        const place = gapPlace(found.zones, found.at.zone.zone, found.at.index + 1);
        if (place) chooseOnCanvas(place, found.selectedId);
      },
      /** Edits the selected block's first text on the canvas, or says why not. */
      editText() {
        if (!context().selectedId) return say('Select a block on the page first.');
        if (!editTextInPlace()) say('This block has no text to edit on the page: its fields are in the panel.');
      },
      hasSelection(): boolean {
        return context().selectedId !== null;
      },
      /** Whether the selected block sits inside another one. */
      canMoveToParent(): boolean {
        const { zones, selectedId } = context();
        return selectedId ? zoneOf(zones, selectedId)?.zone.owner != null : false;
      },
    };
  }, [getPuck, site]);
}

/** A place chosen on the canvas for the next block: said in the status line, the search box focused. */
export function chooseOnCanvas(place: Place & { buttonLabel: string }, selectedId: string | null, focusList = true): void {
  choosePlace({ place, buttonLabel: place.buttonLabel, selectedId });
  const where = place.buttonLabel.replace(/^Add a block here: /, '');
  say(`Choose a block to add ${where}: click it in the list, or press Enter on it. Escape cancels.`);
  if (focusList) document.querySelector<HTMLInputElement>('.pe-components__search')?.focus();
}

function Icon({ d }: { d: string }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

const ICONS = {
  add: 'M12 5v14M5 12h14',
  parent: 'M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
  cut: 'M6 3a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM6 15a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM20 4 8.1 15.9M14.5 14.5 20 20M8.1 8.1 12 12',
  copy: 'M8 8h12v12H8zM16 8V4H4v12h4',
  paste: 'M9 3h6v3H9zM16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2',
};

/** Puck's `actionBar` override: Puck's own actions, and add after, move to parent, cut, copy, paste. */
export function BlockActionBar({ label, children, parentAction }: { label?: string; children: ReactNode; parentAction: ReactNode }) {
  const actions = useBlockActions();
  const action = (name: string, icon: string, run: () => void, shortcut?: string) => (
    <ActionBar.Action label={shortcut ? `${name} (${shortcut})` : name} aria-label={name} onClick={run}>
      <Icon d={icon} />
    </ActionBar.Action>
  );
  return (
    <ActionBar>
      <ActionBar.Group>
        {parentAction}
        {label && <ActionBar.Label label={label} />}
      </ActionBar.Group>
      <ActionBar.Group>
        {action('Add a block after this', ICONS.add, actions.addAfter)}
        {actions.canMoveToParent() && action('Move to parent', ICONS.parent, actions.moveToParent)}
        {action('Cut', ICONS.cut, actions.cut, `${MOD}+X`)}
        {action('Copy', ICONS.copy, actions.copy, `${MOD}+C`)}
        {action('Paste after this', ICONS.paste, actions.paste, `${MOD}+V`)}
      </ActionBar.Group>
      <ActionBar.Group>{children}</ActionBar.Group>
    </ActionBar>
  );
}

/** Whether keys typed at `target` edit text (where Ctrl+X, C and V keep their usual meaning). */
function inTextField(target: EventTarget | null): boolean {
  // An element of the canvas is not `instanceof Element` here: it belongs to the iframe's window.
  if (typeof target !== 'object' || target === null || (target as Node).nodeType !== 1) return false;
  const el = target as Element;
  if (el.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"]')) return true;
  const selection = el.ownerDocument.defaultView?.getSelection();
  return !!selection && !selection.isCollapsed;
}

/**
 * Ctrl/Cmd+X, C and V cut, copy and paste blocks, and F2 edits the selected block's text on
 * the canvas, on the canvas and in the editor around it, except where focus is in a text
 * field, text is selected or a dialog is open.
 * Escape drops a place chosen on the canvas. `canvas` is the canvas document.
 */
export function useBlockShortcuts(canvas: Document | undefined): void {
  const actions = useBlockActions();
  useEffect(() => {
    const docs = [document, ...(canvas && canvas !== document ? [canvas] : [])];
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || document.querySelector('dialog[open], [role="dialog"], [role="alertdialog"]')) return;
      if (event.key === 'Escape' && anyChosenPlace()) {
        choosePlace(null);
        say('No block was added.');
        return;
      }
      if (inTextField(event.target)) return;
      if (event.key === EDIT_IN_PLACE_KEY && !event.ctrlKey && !event.metaKey && !event.altKey && !event.shiftKey) {
        if (!actions.hasSelection()) return;
        event.preventDefault();
        actions.editText();
        return;
      }
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      const key = event.key.toLowerCase();
      const run = { x: actions.cut, c: actions.copy, v: actions.paste }[key];
      // Without a selected block, Ctrl+X and C do what they always do.
      if (!run || (key !== 'v' && !actions.hasSelection())) return;
      event.preventDefault();
      run();
    }
    for (const doc of docs) doc.addEventListener('keydown', onKeyDown);
    return () => {
      for (const doc of docs) doc.removeEventListener('keydown', onKeyDown);
    };
  }, [canvas, actions]);
}
