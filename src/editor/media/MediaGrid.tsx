import type { MediaItem } from '../../core/contracts';
import { facts, fileType, thumbnailUrl } from './media-urls';

/** A document's tile: a page with its type on it (`PDF`), since there is no picture to show. */
export function DocumentIcon({ type }: { type: string }) {
  return (
    <span className="media-doc-icon" aria-hidden="true">
      <svg viewBox="0 0 40 48" width="40" height="48" focusable="false">
        <path d="M4 2h22l10 10v32a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z" fill="#fff" stroke="currentColor" strokeWidth="2" />
        <path d="M26 2v10h10" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className="media-doc-icon__type">{type}</span>
    </span>
  );
}

/** The picture of a file: its small image (cropped around the focal point), or the document icon. */
export function MediaThumbnail({ item }: { item: MediaItem }) {
  const src = thumbnailUrl(item);
  if (!src) return <DocumentIcon type={fileType(item)} />;
  return (
    <img
      src={src}
      alt=""
      // Drawings (SVG) are shown whole; photographs fill the tile.
      className={src === item.url ? 'media-thumb--whole' : undefined}
      loading="lazy"
      decoding="async"
      draggable={false}
      style={{ objectPosition: `${Math.round(item.focalX * 100)}% ${Math.round(item.focalY * 100)}%` }}
    />
  );
}

/**
 * The library as tiles: picture, name and facts. Each tile is one button: on the Media screen
 * it opens the file's details (and shows which one is open), in the picker it chooses the file.
 */
export function MediaGrid({
  items,
  selected,
  onSelect,
  label,
}: {
  items: MediaItem[];
  /** The open file's hash on the Media screen; undefined in the picker. */
  selected?: string | null | undefined;
  onSelect(item: MediaItem): void;
  label: string;
}) {
  return (
    <ul className="media-grid" aria-label={label}>
      {items.map((item) => (
        <li key={item.hash}>
          <button
            type="button"
            className="media-tile"
            data-hash={item.hash}
            data-name={item.name}
            aria-pressed={selected === undefined ? undefined : selected === item.hash}
            onClick={() => onSelect(item)}
          >
            <span className="media-tile__thumb">
              <MediaThumbnail item={item} />
            </span>
            <span className="media-tile__name">{item.name}</span>
            <span className="media-tile__facts">{facts(item)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
