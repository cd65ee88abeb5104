import { useEffect, type RefObject } from 'react';
import { useGetPuck } from '@puckeditor/core';
import type { PuckData } from '../../core/puck';
import { dragNames, nameAnnouncement } from './drag-names';
import { catalogueFor } from './insert-actions';
import { listZones } from './insert-places';

/**
 * Names and roles Puck's own markup lacks (axe: frame-title, select-name,
 * aria-prohibited-attr), added to its elements as they appear. Puck renders these without a
 * way to pass attributes; the observer re-applies them when it re-renders.
 */
const PATCHES: { selector: string; attributes: Record<string, string> }[] = [
  { selector: 'iframe#preview-frame', attributes: { title: 'Page canvas' } },
  { selector: 'select[class*="ViewportControls-zoomSelect"]', attributes: { 'aria-label': 'Zoom' } },
  // A spinner labelled "loading" without a role: a status is what it is.
  { selector: '[class*="_Loader_"][aria-label]', attributes: { role: 'status' } },
];

function patch(root: Element): void {
  for (const { selector, attributes } of PATCHES) {
    for (const el of root.querySelectorAll(selector)) {
      for (const [name, value] of Object.entries(attributes)) if (el.getAttribute(name) !== value) el.setAttribute(name, value);
    }
  }
}

export function usePuckAccessibility(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    patch(el);
    const observer = new MutationObserver(() => patch(el));
    observer.observe(el, { subtree: true, childList: true });
    return () => observer.disconnect();
  }, [root]);
}

/**
 * Drag announcements name blocks by their content, as the outline does ("Card: Listings
 * week"), never by id (issue 24 item 8g). dnd-kit writes its announcement into a live region
 * it owns; the text is rewritten there as it changes, with names read from Puck's data then.
 */
export function useNamedDragAnnouncements(): void {
  const getPuck = useGetPuck();
  useEffect(() => {
    const names = () => {
      const { appState, config } = getPuck();
      const data = appState.data as unknown as PuckData;
      return dragNames(listZones(data, catalogueFor(config, data)));
    };
    const rename = (region: Element) => {
      for (const text of region.childNodes) {
        if (text.nodeType !== Node.TEXT_NODE || !text.nodeValue || !/item|target/.test(text.nodeValue)) continue;
        const named = nameAnnouncement(text.nodeValue, names());
        if (named !== text.nodeValue) text.nodeValue = named;
      }
    };
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target instanceof Element ? record.target : record.target.parentElement;
        const region = target?.closest(ANNOUNCEMENT);
        if (region) rename(region);
        for (const added of record.addedNodes) if (added instanceof Element && added.matches(ANNOUNCEMENT)) rename(added);
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [getPuck]);
}

const ANNOUNCEMENT = '[id^="dnd-kit-announcement"]';
