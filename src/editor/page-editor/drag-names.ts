import type { Zone } from './insert-places';

/** What a screen reader hears for a block or place it has no name for: never its id. */
export const UNNAMED = 'a block';

/** Names of the page's blocks ("Card: Listings week") and slots ("Items in Grid") by the ids drag and drop uses. */
export function dragNames(zones: readonly Zone[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const zone of zones) {
    names.set(zone.zone, zone.label);
    for (const item of zone.items) names.set(item.id, item.name);
  }
  return names;
}

// Ids as drag and drop writes them: a block's id, or a slot's "owner:slot" (uuid or "root").
const ID = /\b(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|root)(?::[A-Za-z][\w-]*)?\b|\b[\w-]+:[\w-]+\b/g;

/**
 * A drag announcement ("Draggable item {id} was moved over droppable target {id}.") with each id
 * replaced by what the outline calls that block or slot (issue 24 item 8g).
 */
export function nameAnnouncement(text: string, names: ReadonlyMap<string, string>): string {
  return text
    .replace(ID, (id) => names.get(id) ?? (/[0-9a-f]{8}-/.test(id) || id.includes(':') ? UNNAMED : id))
    .replace(/^Picked up draggable item /, 'Picked up ')
    .replace(/^Draggable item /, '')
    .replace(/ droppable target /g, ' ')
    .replace(/ a droppable target/g, ' a place to drop it');
}
