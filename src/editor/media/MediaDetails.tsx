import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { routes, UpdateMediaBody, type MediaItem, type MediaUse } from '../../core/contracts';
import type { Api } from '../api.client';
import { apiFieldErrors, focusFirstInvalid, hasErrors, zodFieldErrors, type FieldErrors } from '../field-errors';
import { formatDateTime } from '../format';
import { Link, paths } from '../router';
import { TextField } from '../ui/Field';
import { ErrorState, FormError, Loading, Notice } from '../ui/states';
import { useLoad } from '../ui/use-load';
import { DeleteMediaDialog } from './DeleteMediaDialog';
import type { Focal } from './focal';
import { FocalPointPicker } from './FocalPointPicker';
import { DocumentIcon } from './MediaGrid';
import { usageByPage, whereUsed } from './media-list';
import { dimensions, fileType, formatBytes, previewUrl } from './media-urls';

type NoticeState = { kind: 'success' | 'error'; text: string } | null;

const FORM_FIELDS = new Set(['name', 'alt', 'focalX', 'focalY']);

/**
 * The side panel of one file: preview, name, alt text and focal point, its address to copy,
 * the pages that use it, and deleting it (Super Users and Admins).
 */
export function MediaDetails({
  api,
  hash,
  canDelete,
  onSaved,
  onDeleted,
  onClose,
}: {
  api: Api;
  hash: string;
  canDelete: boolean;
  onSaved(media: MediaItem): void;
  onDeleted(media: MediaItem): void;
  onClose(): void;
}) {
  const [state, reload] = useLoad(() => api.call(routes.getMedia, { params: { hash } }), hash);
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = state.status === 'ready';
  // Whoever opened a file continues in its panel.
  useEffect(() => {
    if (ready) heading.current?.focus();
  }, [ready]);

  return (
    <aside className="media-details" aria-label="File details">
      {state.status === 'loading' && <Loading>Loading the file…</Loading>}
      {state.status === 'error' && (
        <>
          <ErrorState error={state.error} onRetry={reload} />
          <button type="button" className="admin-button" onClick={onClose}>
            Close details
          </button>
        </>
      )}
      {state.status === 'ready' && (
        <Details
          key={state.data.media.hash}
          api={api}
          media={state.data.media}
          usage={state.data.usage}
          heading={heading}
          canDelete={canDelete}
          reload={reload}
          onSaved={onSaved}
          onDeleted={onDeleted}
          onClose={onClose}
        />
      )}
    </aside>
  );
}

function Details({
  api,
  media: loaded,
  usage,
  heading,
  canDelete,
  reload,
  onSaved,
  onDeleted,
  onClose,
}: {
  api: Api;
  media: MediaItem;
  usage: MediaUse[];
  heading: RefObject<HTMLHeadingElement | null>;
  canDelete: boolean;
  reload(): Promise<void>;
  onSaved(media: MediaItem): void;
  onDeleted(media: MediaItem): void;
  onClose(): void;
}) {
  const [media, setMedia] = useState(loaded);
  const [name, setName] = useState(loaded.name);
  const [alt, setAlt] = useState(loaded.alt);
  const [focal, setFocal] = useState<Focal>({ x: loaded.focalX, y: loaded.focalY });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<NoticeState>(null);
  const [deleting, setDeleting] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const address = useRef<HTMLInputElement>(null);
  const image = media.kind === 'image';
  const preview = previewUrl(media);
  const pages = usageByPage(usage);

  const changes: UpdateMediaBody = {
    ...(name.trim() !== media.name ? { name } : {}),
    ...(image && alt.trim() !== media.alt ? { alt } : {}),
    ...(image && (focal.x !== media.focalX || focal.y !== media.focalY) ? { focalX: focal.x, focalY: focal.y } : {}),
  };
  const changed = Object.keys(changes).length > 0;

  async function save(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const parsed = UpdateMediaBody.safeParse(changes);
    if (!parsed.success) {
      const found = zodFieldErrors(parsed.error, (key) => FORM_FIELDS.has(key));
      setErrors(found);
      if (hasErrors(found)) focusFirstInvalid(form.current);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { media: saved } = await api.call(routes.updateMedia, { params: { hash: media.hash }, body: parsed.data });
      setMedia(saved);
      setName(saved.name);
      setAlt(saved.alt);
      setFocal({ x: saved.focalX, y: saved.focalY });
      setNotice({ kind: 'success', text: `Saved the changes to ${saved.name}.` });
      onSaved(saved);
    } catch (error) {
      const found = apiFieldErrors(error, { known: (key) => FORM_FIELDS.has(key) });
      setErrors(found);
      focusFirstInvalid(form.current);
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    const text = media.url;
    try {
      await navigator.clipboard.writeText(text);
      setNotice({ kind: 'success', text: `Copied ${text}.` });
    } catch {
      address.current?.select();
      setNotice({ kind: 'error', text: 'The address could not be copied for you: it is selected, copy it with your keyboard.' });
    }
  }

  return (
    <>
      <div className="media-details__header">
        <h2 className="media-details__title" tabIndex={-1} ref={heading}>
          {media.name}
        </h2>
        <button type="button" className="admin-button admin-button--ghost admin-button--small" onClick={onClose}>
          Close details
        </button>
      </div>
      <Notice notice={notice} />
      <form ref={form} className="media-details__form" onSubmit={save} noValidate>
        {image && preview ? (
          <FocalPointPicker src={preview} value={focal} onChange={setFocal} />
        ) : (
          <div className="media-details__document">
            <DocumentIcon type={fileType(media)} />
          </div>
        )}
        <dl className="admin-detail media-details__facts">
          <div>
            <dt>Type</dt>
            <dd>
              {fileType(media)} ({media.mime})
            </dd>
          </div>
          <div>
            <dt>Size</dt>
            <dd>{formatBytes(media.size)}</dd>
          </div>
          {dimensions(media) && (
            <div>
              <dt>Dimensions</dt>
              <dd>{dimensions(media)} pixels</dd>
            </div>
          )}
          <div>
            <dt>Uploaded</dt>
            <dd>
              <time dateTime={media.createdAt}>{formatDateTime(media.createdAt)}</time>
              {media.uploadedBy ? ` by ${media.uploadedBy}` : ''}
            </dd>
          </div>
        </dl>
        <TextField label="Name" value={name} maxLength={200} error={errors.name} onChange={(e) => setName(e.target.value)} hint="Shown to editors only." />
        {image && (
          <TextField
            label="Alt text"
            value={alt}
            maxLength={300}
            error={errors.alt}
            onChange={(e) => setAlt(e.target.value)}
            hint="What the image shows, for people who cannot see it. Pages that use the image start from this text."
          />
        )}
        {(errors.focalX || errors.focalY) && <p className="admin-field__error">{errors.focalX ?? errors.focalY}</p>}
        <FormError message={errors.form} />
        <button type="submit" className="admin-button admin-button--primary" disabled={busy || !changed}>
          {busy ? 'Saving…' : 'Save changes'}
        </button>
      </form>

      <section className="media-details__section" aria-labelledby={`${media.hash}-address`}>
        <h3 id={`${media.hash}-address`} className="media-details__subtitle">
          Address
        </h3>
        <div className="media-details__address">
          <input ref={address} className="admin-input" readOnly value={media.url} aria-labelledby={`${media.hash}-address`} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className="admin-button admin-button--small" onClick={copy}>
            Copy address
          </button>
        </div>
        <p className="media-details__open">
          <a href={media.url} target="_blank" rel="noopener">
            Open the file<span className="admin-visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </section>

      <section className="media-details__section" aria-labelledby={`${media.hash}-usage`}>
        <h3 id={`${media.hash}-usage`} className="media-details__subtitle">
          Used on
        </h3>
        {pages.length === 0 ? (
          <p className="admin-muted">No page uses this file.</p>
        ) : (
          <ul className="media-usage" data-testid="media-usage">
            {pages.map((page) => (
              <li key={page.documentId}>
                <Link to={paths.document(page.site, page.documentId)}>{page.title}</Link>{' '}
                <span className="media-usage__where">
                  {page.site}
                  {page.path} ({whereUsed(page)})
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="media-details__section">
        {canDelete ? (
          <button type="button" className="admin-button admin-button--danger-ghost" onClick={() => setDeleting(true)}>
            Delete file
          </button>
        ) : (
          <p className="admin-muted">Only Super Users and Admins can delete files.</p>
        )}
      </section>

      {deleting && (
        <DeleteMediaDialog
          api={api}
          media={media}
          pages={pages}
          onCancel={() => setDeleting(false)}
          onUsageChanged={reload}
          onDeleted={() => {
            setDeleting(false);
            onDeleted(media);
          }}
        />
      )}
    </>
  );
}
