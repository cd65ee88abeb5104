import { useState } from 'react';
import type { MediaItem, MediaKind } from '../../core/contracts';
import type { Api } from '../api.client';
import { Dialog } from '../ui/Dialog';
import { MediaBrowser } from './MediaBrowser';
import { EMPTY_QUERY, type MediaListQuery } from './media-list';

/** The library in a dialog, showing one kind: search, upload, and choose a file by its tile. */
export function MediaPickerDialog({ api, kind, onChoose, onClose }: { api: Api; kind: MediaKind; onChoose(media: MediaItem): void; onClose(): void }) {
  const [query, setQuery] = useState<MediaListQuery>({ ...EMPTY_QUERY, kind });
  return (
    <Dialog title={kind === 'image' ? 'Choose an image' : 'Choose a file'} size="wide" onClose={onClose}>
      <p className="media-picker__lead">
        {kind === 'image' ? 'Select an image to use it here. ' : 'Select a file to link to it. '}
        New files can be uploaded here first.
      </p>
      <MediaBrowser api={api} query={query} onQuery={setQuery} kind={kind} onSelect={onChoose} gridLabel={kind === 'image' ? 'Images' : 'Documents'} />
    </Dialog>
  );
}
