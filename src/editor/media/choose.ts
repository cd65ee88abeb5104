/** What choosing a library file does to a component's props, apart from React and Puck. */
import type { MediaItem, MediaKind } from '../../core/contracts';
import { nearestPosition } from './focal';

/** Props beside an image address that a choice from the library fills in. */
export const ALT_PROPS = ['imageAlt', 'altText', 'alt'] as const;
export const POSITION_PROP = 'imageObjectPosition';

/** A media picker field: what it picks and the props beside it that follow the choice. */
export interface MediaFieldSpec {
  kind: MediaKind;
  /** The sibling holding the image's alt text: filled from the library when it is empty. */
  altProp?: string;
  /** The sibling `imageObjectPosition` and its allowed values: set nearest to the focal point. */
  position?: { prop: string; options: string[] };
}

type Key = string | number;

/** Puck's field name as a path: `images[0].imageUrl` → `['images', 0, 'imageUrl']`. */
export function fieldPath(name: string): Key[] {
  const path: Key[] = [];
  for (const part of name.split('.')) {
    const match = /^([^[\]]*)((?:\[\d+\])*)$/.exec(part);
    if (!match) throw new Error(`Not a field name: ${name}`);
    if (match[1]) path.push(match[1]);
    for (const index of match[2]!.matchAll(/\[(\d+)\]/g)) path.push(Number(index[1]));
  }
  return path;
}

type Container = Record<string, unknown> | unknown[];

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/** A copy of `root` with `update` applied to the object at `path`, copying each level on the way. */
function updateAt(root: Container, path: Key[], update: (target: Record<string, unknown>) => void): Container {
  const copy: Container = Array.isArray(root) ? [...root] : { ...root };
  if (path.length === 0) {
    update(copy as Record<string, unknown>);
    return copy;
  }
  const [head, ...rest] = path as [Key, ...Key[]];
  const child = (copy as Record<Key, unknown>)[head];
  (copy as Record<Key, unknown>)[head] = updateAt(isContainer(child) ? child : {}, rest, update);
  return copy;
}

/**
 * The component's props after `media` is chosen for the field `name`: the address set, an
 * empty alt text beside it filled from the library, and `imageObjectPosition` beside it set to
 * the keyword position nearest the image's focal point. The props given are not changed.
 */
export function applyMediaChoice({
  props,
  name,
  media,
  spec,
}: {
  props: Record<string, unknown>;
  name: string;
  media: Pick<MediaItem, 'url' | 'kind' | 'alt' | 'focalX' | 'focalY'>;
  spec: MediaFieldSpec;
}): Record<string, unknown> {
  const path = fieldPath(name);
  const prop = path.pop();
  if (typeof prop !== 'string') throw new Error(`Not a prop name: ${name}`);
  return updateAt(props, path, (target) => {
    target[prop] = media.url;
    if (media.kind !== 'image') return;
    const current = spec.altProp === undefined ? undefined : target[spec.altProp];
    if (spec.altProp !== undefined && (current === undefined || (typeof current === 'string' && current.trim() === '')) && media.alt.trim() !== '') {
      target[spec.altProp] = media.alt;
    }
    if (spec.position) {
      const position = nearestPosition({ x: media.focalX, y: media.focalY }, spec.position.options);
      if (position !== undefined) target[spec.position.prop] = position;
    }
  }) as Record<string, unknown>;
}
