import { useState } from 'react';
import type { MediaItem, User } from '../../core/contracts';
import type { Api } from '../api.client';
import { isPublisher } from '../AppShell';
import { setSearch, useSearch } from '../router';
import { ScreenHeading } from '../ui/ScreenHeading';
import { Notice } from '../ui/states';
import { MediaBrowser } from './MediaBrowser';
import { MediaDetails } from './MediaDetails';
import { mediaQueryParams, readMediaQuery } from './media-list';

type NoticeState = { kind: 'success' | 'error'; text: string } | null;

/** The media library for every editor: browse, upload, describe, see where files are used, delete. */
export function MediaScreen({ api, user }: { api: Api; user: User }) {
  const query = readMediaQuery(useSearch());
  const [open, setOpen] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState<NoticeState>(null);

  function close() {
    const hash = open;
    setOpen(null);
    // Back to the tile the panel was opened from.
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`.media-tile[data-hash="${hash}"]`)?.focus());
  }

  return (
    <div className="admin-screen media-screen">
      <div className="admin-screen__header">
        <ScreenHeading title="Media">Media</ScreenHeading>
      </div>
      <p className="admin-screen__lead">
        Images and documents for every site. Upload them here or from an image or link field of the page editor; a file in use on a page cannot be
        deleted without a warning.
      </p>
      <Notice notice={notice} />
      <div className={`media-screen__body${open ? ' media-screen__body--open' : ''}`}>
        <MediaBrowser
          api={api}
          query={query}
          onQuery={(next, options) => setSearch(mediaQueryParams(next), options)}
          selected={open}
          onSelect={(item) => {
            setNotice(null);
            setOpen(item.hash);
          }}
          version={version}
          gridLabel="Files"
        />
        {open && (
          <MediaDetails
            key={open}
            api={api}
            hash={open}
            canDelete={isPublisher(user)}
            onSaved={() => setVersion((v) => v + 1)}
            onDeleted={(media: MediaItem) => {
              setOpen(null);
              setVersion((v) => v + 1);
              setNotice({ kind: 'success', text: `Deleted ${media.name}.` });
              document.querySelector<HTMLElement>('[data-route-heading]')?.focus();
            }}
            onClose={close}
          />
        )}
      </div>
    </div>
  );
}
