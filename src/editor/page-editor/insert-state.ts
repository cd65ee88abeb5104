/**
 * State the component list, the canvas's "+" buttons and the block actions share: the place
 * chosen on the canvas for the next insert, and the sentence the component list's status
 * line shows. One editor is open at a time, so both live in the module.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { Place } from './insert-places';

/** A place chosen on the canvas (a "+", an empty slot): the next block chosen in the list goes there. */
export interface ChosenPlace {
  place: Place;
  /** What its button says, "Add a block here: after Card: Listings week in Main content". */
  buttonLabel: string;
  /** The selection when it was chosen: choosing another component drops the place. */
  selectedId: string | null;
}

let chosen: ChosenPlace | null = null;
let status = '';
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function choosePlace(next: ChosenPlace | null): void {
  chosen = next;
  emit();
}

/** The chosen place, while the selection is still the one it was chosen with. */
export function chosenPlace(selectedId: string | null): ChosenPlace | null {
  return chosen && chosen.selectedId === selectedId ? chosen : null;
}

/** Whether any place is chosen, with whatever selection. */
export function anyChosenPlace(): boolean {
  return chosen !== null;
}

export function useChosenPlace(): ChosenPlace | null {
  return useSyncExternalStore(subscribe, () => chosen);
}

export function say(message: string): void {
  status = message;
  emit();
}

/** The component list's status line, as `useState` would give it. */
export function useInsertStatus(): [string, (message: string) => void] {
  const message = useSyncExternalStore(subscribe, () => status);
  return [message, useCallback((next: string) => say(next), [])];
}
