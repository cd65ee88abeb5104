import { useId, useState, type FormEvent } from 'react';
import { ApiError, type Api } from '../api.client';
import { Dialog } from '../ui/Dialog';
import { TextField } from '../ui/Field';
import { FormError } from '../ui/states';
import { WITH_BANNER, WITHOUT_BANNER, type PageLayoutKind } from './layout';
import type { DocumentRecord } from './types';
import { routes, Seo } from '../../core/contracts';
import { checkRequired } from '../../core/required';

const MAX_TITLE = 200;
const MAX_DESCRIPTION = 300;
const MAX_IMAGE = 500;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A code people can read out: 10 characters without look-alikes (0/O, 1/I). */
export function generateAccessCode(length = 10): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

function fieldErrors(error: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  if (error instanceof ApiError) for (const issue of error.issues) found[issue.path.replace(/^\/?body\/?/, '')] ??= issue.message;
  return found;
}

/** The layout choice of a page on a brand with a banner. */
export interface LayoutChoice {
  current: PageLayoutKind;
  /** Components in the banner now (they move to main when the banner goes). */
  bannerCount: number;
  /** Switches the draft's layout on the canvas and saves it; resolves false when the save did not happen. */
  change(to: PageLayoutKind): Promise<boolean>;
}

function layoutNotice(to: PageLayoutKind, bannerCount: number): string {
  if (to === WITH_BANNER) return 'An empty banner is added above the main content. Everything else stays where it is.';
  if (bannerCount === 0) return 'The banner is empty, so no content moves.';
  const what = bannerCount === 1 ? 'The component in the banner moves' : `The ${bannerCount} components in the banner move`;
  return `${what} to the top of the main content. Nothing is removed.`;
}

/**
 * Page settings: title and what search engines and social networks see (saved with the
 * draft), the layout (with or without a banner, on brands that have one), and for
 * publishers the access code (set, rotate, remove; the server keeps a hash).
 */
export function SettingsDialog({
  api,
  doc,
  canSetAccessCode,
  saveMeta,
  layout,
  onAccessCodeChanged,
  onClose,
}: {
  api: Api;
  doc: DocumentRecord;
  canSetAccessCode: boolean;
  /** Null when the page cannot choose (a partial, or a brand without a banner). */
  layout: LayoutChoice | null;
  saveMeta(meta: { title: string; seo: Seo }): Promise<DocumentRecord>;
  onAccessCodeChanged(doc: DocumentRecord): void;
  onClose(): void;
}) {
  const noindexId = useId();
  const codeId = useId();
  const [title, setTitle] = useState(doc.title);
  const [description, setDescription] = useState(doc.seo.description ?? '');
  const [image, setImage] = useState(doc.seo.image ?? '');
  const [noindex, setNoindex] = useState(doc.seo.noindex ?? false);
  const [tags, setTags] = useState((doc.seo.tags ?? []).join(', '));
  const [category, setCategory] = useState(doc.seo.category ?? '');
  const [subtitle, setSubtitle] = useState(doc.seo.subtitle ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [hasCode, setHasCode] = useState(doc.hasAccessCode);
  const [code, setCode] = useState('');
  const [shownCode, setShownCode] = useState<string | null>(null);
  const [chosenLayout, setChosenLayout] = useState<PageLayoutKind | null>(layout?.current ?? null);

  function check(): Record<string, string> {
    const found: Record<string, string> = {};
    const titleProblem = checkRequired(title, 'Title') ?? (title.length > MAX_TITLE ? `Use at most ${MAX_TITLE} characters.` : undefined);
    if (titleProblem) found.title = titleProblem;
    if (description.length > MAX_DESCRIPTION) found['seo/description'] = `Use at most ${MAX_DESCRIPTION} characters.`;
    if (image.length > MAX_IMAGE) found['seo/image'] = `Use at most ${MAX_IMAGE} characters.`;
    else {
      // The server's image URL rule, word for word.
      const imageCheck = Seo.shape.image.safeParse(image);
      if (!imageCheck.success) found['seo/image'] = imageCheck.error.issues[0]!.message;
    }
    const listing = Seo.pick({ tags: true, category: true, subtitle: true }).safeParse({ tags: tagList(tags), category, subtitle });
    if (!listing.success) for (const issue of listing.error.issues) found[`seo/${String(issue.path[0])}`] ??= issue.message;
    return found;
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setDone(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setError(null);
    try {
      const seo: Seo = {
        ...(description.trim() ? { description: description.trim() } : {}),
        ...(image.trim() ? { image: image.trim() } : {}),
        ...(noindex ? { noindex: true } : {}),
        ...(tagList(tags).length ? { tags: tagList(tags) } : {}),
        ...(category.trim() ? { category: category.trim() } : {}),
        ...(subtitle.trim() ? { subtitle: subtitle.trim() } : {}),
      };
      await saveMeta({ title: title.trim(), seo });
      setDone('Settings saved to the draft.');
    } catch (e) {
      setErrors(fieldErrors(e));
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  async function putCode(next: string | null) {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const { document } = await api.call(routes.setAccessCode, { params: { id: doc.id }, body: { code: next } });
      setHasCode(document.hasAccessCode);
      setShownCode(next);
      setCode('');
      onAccessCodeChanged(document);
      setDone(next === null ? 'The access code was removed: the page is open to everyone.' : 'The access code was saved.');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  async function changeLayout(event: FormEvent) {
    event.preventDefault();
    if (!layout || !chosenLayout || chosenLayout === layout.current) return;
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const saved = await layout.change(chosenLayout);
      setDone(saved ? 'Layout changed and saved to the draft.' : 'Layout changed on the canvas but not saved yet: see the status in the toolbar.');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title="Page settings" onClose={onClose}>
      <form className="pe-settings" onSubmit={save} noValidate>
        <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} error={errors.title} maxLength={MAX_TITLE} required />
        <div className={`admin-field${errors['seo/description'] ? ' admin-field--invalid' : ''}`}>
          <label className="admin-field__label" htmlFor={`${codeId}-description`}>
            SEO description
          </label>
          <p className="admin-field__hint">Shown by search engines under the title; about 150 characters.</p>
          <textarea
            id={`${codeId}-description`}
            className="admin-input"
            rows={3}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            aria-invalid={errors['seo/description'] ? true : undefined}
          />
          {errors['seo/description'] && <p className="admin-field__error">{errors['seo/description']}</p>}
        </div>
        <TextField
          label="Social image"
          hint="Shown when the page is shared, e.g. /static/images/social.svg"
          value={image}
          onChange={(e) => setImage(e.target.value)}
          error={errors['seo/image']}
        />
        <fieldset className="admin-fieldset">
          <legend className="pe-subheading">In listings</legend>
          <p className="admin-field__hint">Where a content-surfacing component lists this page: the SEO description is its summary and the social image its picture.</p>
          <TextField label="Tags" hint="Words joined by hyphens, separated by commas, e.g. energy, market-outlook" value={tags} onChange={(e) => setTags(e.target.value)} error={errors['seo/tags']} />
          <TextField label="Category" value={category} onChange={(e) => setCategory(e.target.value)} error={errors['seo/category']} maxLength={60} />
          <TextField label="Subtitle" value={subtitle} onChange={(e) => setSubtitle(e.target.value)} error={errors['seo/subtitle']} maxLength={200} />
        </fieldset>
        <div className="admin-field pe-checkbox">
          <input id={noindexId} type="checkbox" checked={noindex} onChange={(e) => setNoindex(e.target.checked)} />
          <label htmlFor={noindexId}>Hide from search engines (noindex)</label>
        </div>
        <div className="pe-dialog-actions">
          <button type="submit" className="admin-button" disabled={busy}>
            Save settings
          </button>
        </div>
      </form>

      {layout && chosenLayout && (
        <form className="pe-layout" onSubmit={changeLayout} noValidate>
          <fieldset className="admin-fieldset">
            <legend className="pe-subheading">Layout</legend>
            {(
              [
                [WITH_BANNER, 'With banner'],
                [WITHOUT_BANNER, 'Without banner'],
              ] as const
            ).map(([kind, label]) => (
              <label key={kind} className="admin-choice">
                <input
                  type="radio"
                  name={`${codeId}-layout`}
                  value={kind}
                  checked={chosenLayout === kind}
                  onChange={() => setChosenLayout(kind)}
                  aria-describedby={chosenLayout !== layout.current ? `${codeId}-layout-notice` : undefined}
                />{' '}
                {label}
              </label>
            ))}
          </fieldset>
          {chosenLayout !== layout.current && (
            <>
              <p id={`${codeId}-layout-notice`} className="admin-notice admin-notice--info" data-testid="layout-notice">
                {layoutNotice(chosenLayout, layout.bannerCount)}
              </p>
              <div className="pe-dialog-actions">
                <button type="submit" className="admin-button" disabled={busy}>
                  Change layout
                </button>
              </div>
            </>
          )}
        </form>
      )}

      {canSetAccessCode && (
        <section className="pe-access-code" aria-labelledby={`${codeId}-heading`}>
          <h3 id={`${codeId}-heading`} className="pe-subheading">
            Access code
          </h3>
          <p>{hasCode ? 'Visitors must enter the access code to see this page.' : 'The page is open to everyone.'}</p>
          {shownCode && (
            <p className="pe-code" role="status">
              New code: <code>{shownCode}</code> — share it now; it is stored only as a hash and cannot be shown again.
            </p>
          )}
          <div className="pe-inline-form">
            <TextField label={hasCode ? 'New access code' : 'Access code'} value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" minLength={4} maxLength={100} />
            <button type="button" className="admin-button admin-button--secondary" disabled={busy || code.trim().length < 4} onClick={() => putCode(code.trim())}>
              {hasCode ? 'Change code' : 'Set code'}
            </button>
            <button type="button" className="admin-button admin-button--secondary" disabled={busy} onClick={() => putCode(generateAccessCode())}>
              {hasCode ? 'Rotate (generate a new code)' : 'Generate a code'}
            </button>
            {hasCode && (
              <button type="button" className="admin-button admin-button--danger" disabled={busy} onClick={() => putCode(null)}>
                Remove code
              </button>
            )}
          </div>
        </section>
      )}
      <FormError message={error} />
      <div role="status" aria-live="polite" className="pe-done">
        {done}
      </div>
    </Dialog>
  );
}

/** Tags as typed: separated by commas, spaces trimmed, empty ones dropped. */
function tagList(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter(Boolean);
}
