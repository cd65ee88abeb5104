import { useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { CreateNoticeBody, NOTICE_COLLECTIONS, routes, type MediaItem, type NoticeRecord } from '../../core/contracts';
import type { Api } from '../api.client';
import { apiFieldErrors, focusFirstInvalid, hasErrors, zodFieldErrors, type FieldErrors } from '../field-errors';
import { MediaPickerDialog } from '../media/MediaPickerDialog';
import { TopicField } from './NoticeTopicField';
import { Dialog } from '../ui/Dialog';
import { SelectField, TextAreaField, TextField } from '../ui/Field';
import { FormError } from '../ui/states';
import { useLoad } from '../ui/use-load';
import {
  changedFields,
  collectionLabel,
  emptyNoticeForm,
  isCollection,
  isNoticeField,
  mediaHashOf,
  noticeBodyOf,
  noticeFormOf,
  noticeFormProblems,
  type NoticeCollection,
  type NoticeForm,
} from './notice-list';

export type NoticeDialogMode = { kind: 'create'; collection: NoticeCollection | '' } | { kind: 'edit'; notice: NoticeRecord };

/** The name of the attached library file: known when just chosen, else asked of the library (its address when it has gone). */
function useDocumentName(api: Api, filePath: string, chosen: MediaItem | null): string {
  const hash = mediaHashOf(filePath);
  const known = chosen && chosen.url === filePath ? chosen.name : null;
  const [state] = useLoad(async () => {
    if (!hash || known) return null;
    return (await api.call(routes.getMedia, { params: { hash } })).media.name;
  }, `${hash ?? ''} ${known ?? ''}`);
  if (known) return known;
  return state.status === 'ready' && state.data ? state.data : filePath;
}

/** The notice's document: its name, a link to it, and buttons to attach (from the library), replace or remove it. */
function DocumentField({
  api,
  filePath,
  error,
  disabled,
  onChange,
}: {
  api: Api;
  filePath: string;
  error: string | undefined;
  disabled: boolean;
  onChange(filePath: string): void;
}) {
  const [picking, setPicking] = useState(false);
  const [chosen, setChosen] = useState<MediaItem | null>(null);
  const name = useDocumentName(api, filePath, chosen);
  const labelId = useId();
  const attach = useRef<HTMLButtonElement>(null);
  const describedBy = [`${labelId}-hint`, error ? `${labelId}-error` : null].filter(Boolean).join(' ');

  return (
    <div className={`admin-field notice-document${error ? ' admin-field--invalid' : ''}`} role="group" aria-labelledby={labelId} aria-describedby={describedBy}>
      <p id={labelId} className="admin-field__label">
        Document
      </p>
      <p id={`${labelId}-hint`} className="admin-field__hint">
        The notice’s PDF from the media library; the sites link to it.
      </p>
      {filePath ? (
        <p className="notice-document__file" data-testid="notice-document">
          <a href={filePath} target="_blank" rel="noreferrer" className="notice-document__name">
            {name}
          </a>
        </p>
      ) : (
        <p className="admin-muted notice-document__file">No document attached.</p>
      )}
      <div className="notice-document__actions">
        {/* One button that changes its text, so that focus returns to it when the picker closes. */}
        <button
          ref={attach}
          type="button"
          className="admin-button admin-button--small"
          disabled={disabled}
          onClick={() => setPicking(true)}
        >
          {filePath ? 'Replace document' : 'Attach document'}
        </button>
        {filePath && !disabled && (
          <button
            type="button"
            className="admin-button admin-button--small admin-button--danger-ghost"
            onClick={() => {
              onChange('');
              setChosen(null);
              requestAnimationFrame(() => attach.current?.focus());
            }}
          >
            Remove document<span className="admin-visually-hidden"> {name}</span>
          </button>
        )}
      </div>
      {error && (
        <p id={`${labelId}-error`} className="admin-field__error">
          {error}
        </p>
      )}
      {picking &&
        createPortal(
          <MediaPickerDialog
            api={api}
            kind="document"
            onChoose={(media) => {
              setChosen(media);
              onChange(media.url);
              setPicking(false);
            }}
            onClose={() => setPicking(false)}
          />,
          document.body,
        )}
    </div>
  );
}

/**
 * A notice's every field, to create one (a draft) or change one. A published notice changes at
 * once when saved, so only Super Users and Admins may; others see it read-only. Messages stand
 * beside their fields: the form's own checks and the contract's before sending, the server's after.
 */
export function NoticeDialog({
  api,
  mode,
  canPublish,
  onDone,
  onCancel,
}: {
  api: Api;
  mode: NoticeDialogMode;
  canPublish: boolean;
  onDone(notice: NoticeRecord, outcome: 'created' | 'saved' | 'unchanged'): Promise<void>;
  onCancel(): void;
}) {
  const notice = mode.kind === 'edit' ? mode.notice : null;
  const [values, setValues] = useState<NoticeForm>(() => (notice ? noticeFormOf(notice) : emptyNoticeForm({ collection: mode.kind === 'create' ? mode.collection : '', today: new Date() })));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const readOnly = notice?.status === 'published' && !canPublish;
  // The collection's managed list of topics (Notices › Topics): the only choices.
  const [topics] = useLoad(
    async () => (values.collection ? (await api.call(routes.listManagedNoticeTopics, { query: { collection: values.collection as NoticeCollection } })).topics.map((t) => t.name) : []),
    values.collection,
  );

  const set = (field: keyof NoticeForm) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (readOnly) return;
    const form = event.currentTarget;
    const dateInput = form.elements.namedItem('pubDate') as HTMLInputElement | null;
    const orderInput = form.elements.namedItem('sortOrder') as HTMLInputElement | null;
    const own = noticeFormProblems({ form: values, badDate: dateInput?.validity.badInput ?? false });
    // A number input holding letters reads as empty.
    if (orderInput?.validity.badInput) own.sortOrder = 'Enter a whole number, 0 or more.';
    const parsed = CreateNoticeBody.safeParse(noticeBodyOf(values));
    const found: FieldErrors = { ...(parsed.success ? {} : zodFieldErrors(parsed.error, isNoticeField)), ...own };
    setErrors(found);
    if (!parsed.success || hasErrors(found)) {
      focusFirstInvalid(form);
      return;
    }
    setBusy(true);
    try {
      if (!notice) {
        const { notice: created } = await api.call(routes.createNotice, { body: parsed.data });
        await onDone(created, 'created');
        return;
      }
      const patch = changedFields(parsed.data, notice);
      if (Object.keys(patch).length === 0) {
        await onDone(notice, 'unchanged');
        return;
      }
      const { notice: saved } = await api.call(routes.updateNotice, { params: { id: notice.id }, body: patch });
      await onDone(saved, 'saved');
    } catch (error) {
      setErrors(apiFieldErrors(error, { known: isNoticeField, conflictField: 'noticeNumber' }));
      setBusy(false);
      focusFirstInvalid(form);
    }
  }

  const title = notice ? `${readOnly ? 'Notice' : 'Edit notice'} ${notice.noticeNumber}` : 'New notice';
  return (
    <Dialog title={title} size="wide" onClose={onCancel}>
      <form onSubmit={submit} noValidate className="notice-form">
        <FormError message={errors.form} />
        {notice?.status === 'published' && (
          <p className="admin-notice admin-notice--info">
            {readOnly
              ? 'This notice is published. Changing a published notice is for Super Users and Admins (CMSTWO Super User, CMSTWO Admin), as the change goes live at once.'
              : 'This notice is published: your changes go live on the sites when you save them.'}
          </p>
        )}
        <fieldset className="admin-fieldset notice-form__fields" disabled={readOnly || busy}>
          <legend className="admin-visually-hidden">The notice</legend>
          <SelectField label="Collection" name="collection" value={values.collection} onChange={set('collection')} error={errors.collection} required>
            {!isCollection(values.collection) && <option value="">Choose a collection</option>}
            {NOTICE_COLLECTIONS.map((collection) => (
              <option key={collection} value={collection}>
                {collectionLabel(collection)}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Notice number"
            name="noticeNumber"
            value={values.noticeNumber}
            maxLength={40}
            autoComplete="off"
            hint="Unique in its collection, e.g. EC-2026-0142."
            onChange={set('noticeNumber')}
            error={errors.noticeNumber}
            required
          />
          <div className="notice-form__wide">
            <TextField label="Title" name="title" value={values.title} maxLength={300} autoComplete="off" onChange={set('title')} error={errors.title} required />
          </div>
          <TextField
            label="Publication date"
            name="pubDate"
            type="date"
            value={values.pubDate}
            min="1990-01-01"
            max="2100-12-31"
            hint="Lists show the newest first."
            onChange={set('pubDate')}
            error={errors.pubDate}
            required
          />
          <TextField
            label="Sort order"
            name="sortOrder"
            type="number"
            inputMode="numeric"
            min={0}
            max={1_000_000}
            step={1}
            value={values.sortOrder}
            hint="The rule book lists its entries by this number, smallest first; other collections go by date."
            onChange={set('sortOrder')}
            error={errors.sortOrder}
          />
          <TextField
            label="Name"
            name="name"
            value={values.name}
            maxLength={200}
            autoComplete="off"
            hint="The document’s name where the sites list it; often the number."
            onChange={set('name')}
            error={errors.name}
          />
          <TopicField topics={topics.status === 'ready' ? topics.data : null} collection={values.collection} value={values.topic} onChange={set('topic')} error={errors.topic} />
          <TextField label="Market" name="market" value={values.market} maxLength={120} autoComplete="off" onChange={set('market')} error={errors.market} />
          <TextField label="Jurisdiction" name="jurisdiction" value={values.jurisdiction} maxLength={120} autoComplete="off" onChange={set('jurisdiction')} error={errors.jurisdiction} />
          <TextField
            label="Circular type"
            name="circularType"
            value={values.circularType}
            maxLength={120}
            autoComplete="off"
            hint="e.g. Circular, Notice, Rule."
            onChange={set('circularType')}
            error={errors.circularType}
          />
          <TextField label="Rules" name="rules" value={values.rules} maxLength={300} autoComplete="off" hint="The rules it concerns, e.g. Rule 7.31." onChange={set('rules')} error={errors.rules} />
          <div className="notice-form__wide">
            <TextField
              label="Page address"
              name="url"
              value={values.url}
              maxLength={500}
              autoComplete="off"
              hint="Optional: a page about the notice, a path on this site (/notices/…) or an https address."
              onChange={set('url')}
              error={errors.url}
            />
          </div>
          <div className="notice-form__wide">
            <DocumentField api={api} filePath={values.filePath} error={errors.filePath} disabled={readOnly || busy} onChange={(filePath) => setValues((current) => ({ ...current, filePath }))} />
          </div>
          <div className="notice-form__wide">
            <TextAreaField label="Text" name="body" value={values.body} maxLength={20_000} rows={6} hint="The notice’s text; the site search finds its words." onChange={set('body')} error={errors.body} />
          </div>
        </fieldset>
        <div className="admin-dialog__actions">
          <button type="button" className="admin-button" onClick={onCancel}>
            {readOnly ? 'Close' : 'Cancel'}
          </button>
          {!readOnly && (
            <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
              {notice ? (busy ? 'Saving…' : 'Save changes') : busy ? 'Creating…' : 'Create notice'}
            </button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
