import { useId, useMemo, useState, type FormEvent } from 'react';
import { routes, type DocumentKind, type DocumentSummary } from '../../core/contracts';
import { ApiError, type Api } from '../api.client';
import { copyPath, joinPath, lastSegment, movedPath, occupiedPaths, parentOf, pathProblem, slugify } from '../paths';
import { Dialog } from '../ui/Dialog';
import { takeOff, TakeOffFields, useTakeOff } from '../page-editor/TakeOff';
import { navigate, paths } from '../router';
import { TextField } from '../ui/Field';
import { FormError } from '../ui/states';
import { checkRequired } from '../../core/required';
import type { SiteId } from '../../core/sites';

export interface DialogProps {
  api: Api;
  site: SiteId;
  /** Every document of the site (pages and partials share one path space). */
  documents: readonly DocumentSummary[];
  /** Taking a live page off the site needs review there; `admin`: the person may go ahead urgently (issue 41 item 5). */
  approval?: { needsApproval: boolean; admin: boolean };
  /** Called after a change succeeded: the outcome to announce, and the path (and kind) of the row it concerns. */
  onDone(text: string, focusPath?: string, kind?: DocumentKind): Promise<void>;
  onCancel(): void;
}

type Errors = Record<string, string | undefined> & { form?: string };

const PATH_HINT = 'Lower-case letters, digits and hyphens; segments separated by "/", like /futures/energy.';

/** A document path input: no spell-checking or capitalisation, the path rule as its hint. */
function PathField(props: Omit<Parameters<typeof TextField>[0], 'spellCheck' | 'autoCapitalize' | 'maxLength' | 'required'>) {
  return <TextField maxLength={200} spellCheck={false} autoCapitalize="off" required hint={PATH_HINT} {...props} />;
}

/** Puts each server issue beside its field; path rule and path-taken errors go beside the path. */
function errorsFrom(error: unknown, fields: readonly string[]): Errors {
  if (!(error instanceof ApiError)) return { form: error instanceof Error ? error.message : String(error) };
  const found: Errors = {};
  for (const issue of error.issues) {
    const field = issue.path.replace(/^\/body\//, '').split('/')[0]!;
    if (fields.includes(field)) found[field] ??= issue.message;
  }
  if ((error.code === 'INVALID_PATH' || error.code === 'ALREADY_EXISTS') && fields.includes('path')) found.path ??= error.message;
  if (Object.values(found).every((v) => v === undefined)) found.form = error.message;
  return found;
}

function hasErrors(errors: Errors): boolean {
  return Object.values(errors).some(Boolean);
}

/** Focuses the first invalid field of a form after its errors render. */
function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

const kindLabel = (kind: DocumentKind) => (kind === 'page' ? 'page' : 'partial');

function Actions({ busy, submitLabel, busyLabel, onCancel, danger = false }: { busy: boolean; submitLabel: string; busyLabel: string; onCancel(): void; danger?: boolean }) {
  return (
    <div className="admin-dialog__actions">
      <button type="button" className="admin-button" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className={`admin-button ${danger ? 'admin-button--danger' : 'admin-button--primary'}`} disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}

export function CreateDialog({ api, site, documents, onDone, onCancel }: DialogProps) {
  const [kind, setKind] = useState<DocumentKind>('page');
  const [title, setTitle] = useState('');
  const [path, setPath] = useState('');
  const [pathTouched, setPathTouched] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const kindName = useId();
  const taken = occupiedPaths(documents);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found: Errors = {
      title: checkRequired(title, 'Title'),
      path: pathProblem(path, { taken }) ?? undefined,
    };
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(form);
    setBusy(true);
    try {
      const created = await api.call(routes.createDocument, { params: { site }, body: { path, title: title.trim(), kind } });
      // A new page is made to be written: it opens in the editor. A partial stays in the tree, where pages include it from.
      if (kind === 'page') return navigate(paths.document(site, created.document.id));
      await onDone(`Created the ${kindLabel(kind)} ${path}. It is a draft until someone publishes it.`, path, kind);
    } catch (error) {
      setErrors(errorsFrom(error, ['path', 'title', 'kind']));
      setBusy(false);
      focusFirstInvalid(form);
    }
  }

  return (
    <Dialog title="New page or partial" onClose={onCancel}>
      <form onSubmit={submit} noValidate>
        <FormError message={errors.form} />
        <fieldset className="admin-fieldset">
          <legend className="admin-field__label">Kind</legend>
          <label className="admin-choice">
            <input type="radio" name={kindName} value="page" checked={kind === 'page'} onChange={() => setKind('page')} /> Page
            <span className="admin-choice__hint">A page visitors open at its path, in the site's layout.</span>
          </label>
          <label className="admin-choice">
            <input type="radio" name={kindName} value="partial" checked={kind === 'partial'} onChange={() => setKind('partial')} /> Partial
            <span className="admin-choice__hint">A shared piece (header, footer, notice) that pages include by its path.</span>
          </label>
        </fieldset>
        <TextField
          label="Title"
          value={title}
          maxLength={200}
          onChange={(e) => {
            setTitle(e.target.value);
            if (!pathTouched) setPath(e.target.value.trim() === '' ? '' : `/${slugify(e.target.value)}`);
          }}
          error={errors.title}
          required
        />
        <PathField
          label="Path"
          value={path}
          placeholder="/market-notes"
          onChange={(e) => {
            setPath(e.target.value);
            setPathTouched(true);
          }}
          onBlur={() => path !== '' && setErrors((prev) => ({ ...prev, path: pathProblem(path, { taken }) ?? undefined }))}
          error={errors.path}
        />
        <Actions busy={busy} submitLabel={`Create ${kindLabel(kind)}`} busyLabel="Creating…" onCancel={onCancel} />
      </form>
    </Dialog>
  );
}

/** Saves new paths one document at a time; stops at the first failure and says how far it got. */
async function movePaths(api: Api, moves: { doc: DocumentSummary; to: string }[]): Promise<void> {
  let done = 0;
  for (const { doc, to } of moves) {
    if (doc.path === to) continue;
    try {
      await api.call(routes.saveDraft, { params: { id: doc.id }, body: { revision: doc.draftRevision, path: to } });
      done++;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const progress = done > 0 ? ` ${done} of ${moves.length} documents were moved before it.` : '';
      throw new Error(`Moving ${doc.path} to ${to} failed: ${reason}.${progress}`, { cause: error });
    }
  }
}

/** The documents of `kind` strictly below `path`. */
function below(documents: readonly DocumentSummary[], path: string, kind: DocumentKind): DocumentSummary[] {
  return path === '/' ? [] : documents.filter((d) => d.kind === kind && d.path.startsWith(`${path}/`));
}

/** New paths for moving the prefix `from` to `to`, checked against every other document of the site. */
function planMove(documents: readonly DocumentSummary[], moving: DocumentSummary[], from: string, to: string): { moves: { doc: DocumentSummary; to: string }[]; problem: string | null } {
  const movingIds = new Set(moving.map((d) => d.id));
  const taken = occupiedPaths(documents, movingIds);
  const syntaxProblem = pathProblem(to);
  if (syntaxProblem) return { moves: [], problem: syntaxProblem };
  if (to.startsWith(`${from}/`) && moving.some((d) => d.path !== from)) return { moves: [], problem: `${from} cannot move below itself` };
  const moves = moving.map((doc) => ({ doc, to: movedPath(doc.path, from, to) }));
  for (const move of moves) {
    const problem = pathProblem(move.to, { taken });
    if (problem) return { moves: [], problem: `${move.doc.path} → ${move.to}: ${problem}` };
  }
  return { moves, problem: null };
}

export function RenameDialog({ api, documents, doc, onDone, onCancel }: DialogProps & { doc: DocumentSummary }) {
  const [title, setTitle] = useState(doc.title);
  const [path, setPath] = useState(doc.path);
  const [revision, setRevision] = useState(doc.draftRevision);
  const [withBelow, setWithBelow] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const children = below(documents, doc.path, doc.kind);
  const isHome = doc.path === '/';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const titleChanged = title.trim() !== doc.title;
    const pathChanged = path !== doc.path;
    if (!titleChanged && !pathChanged) return onCancel();
    const moving = pathChanged && withBelow ? [doc, ...children] : [doc];
    const plan = pathChanged ? planMove(documents, moving, doc.path, path) : { moves: [], problem: null };
    const found: Errors = { title: checkRequired(title, 'Title'), path: plan.problem ?? undefined };
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(form);
    setBusy(true);
    try {
      await api.call(routes.saveDraft, {
        params: { id: doc.id },
        body: { revision, ...(titleChanged ? { title: title.trim() } : {}), ...(pathChanged ? { path } : {}) },
      });
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.code === 'CONFLICT' && error.currentRevision !== undefined) {
        setRevision(error.currentRevision);
        setErrors({ form: `Someone else saved this ${kindLabel(doc.kind)} meanwhile. Check the title and path, then save again.` });
        return;
      }
      setErrors(errorsFrom(error, ['title', 'path']));
      return focusFirstInvalid(form);
    }
    const changes = [titleChanged ? `retitled it “${title.trim()}”` : '', pathChanged ? `moved it from ${doc.path} to ${path}` : ''].filter(Boolean).join(' and ');
    try {
      await movePaths(api, plan.moves.filter((m) => m.doc.id !== doc.id));
    } catch (error) {
      await onDone(`Renamed: ${changes}. ${error instanceof Error ? error.message : String(error)}`, path, doc.kind);
      return;
    }
    const extra = pathChanged && withBelow && children.length > 0 ? ` ${children.length} document${children.length === 1 ? '' : 's'} below moved with it.` : '';
    await onDone(`Saved: ${changes}.${extra}`, path, doc.kind);
  }

  return (
    <Dialog title={`Rename ${kindLabel(doc.kind)}`} onClose={onCancel}>
      <form onSubmit={submit} noValidate>
        <FormError message={errors.form} />
        <TextField label="Title" value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} error={errors.title} required />
        <PathField
          label="Path"
          value={path}
          readOnly={isHome}
          hint={isHome ? 'The home page stays at "/".' : PATH_HINT}
          onChange={(e) => setPath(e.target.value)}
          error={errors.path}
        />
        {doc.publishedPath !== null && path !== doc.path && <PublishedMoveNote />}
        {children.length > 0 && path !== doc.path && (
          <label className="admin-choice">
            <input type="checkbox" checked={withBelow} onChange={(e) => setWithBelow(e.target.checked)} /> Also change the paths of the {children.length}{' '}
            {children.length === 1 ? 'document' : 'documents'} below {doc.path}
          </label>
        )}
        <Actions busy={busy} submitLabel="Save" busyLabel="Saving…" onCancel={onCancel} />
      </form>
    </Dialog>
  );
}

/** Moving a published page changes its address for visitors only when it is published. */
function PublishedMoveNote() {
  return (
    <p className="admin-field__hint" data-testid="published-move-note">
      Visitors keep finding published pages at their current address until the move is published; then the old address redirects to the new one.
    </p>
  );
}

export function MoveDialog({
  api,
  documents,
  from,
  moving,
  onDone,
  onCancel,
}: DialogProps & {
  /** The path prefix that moves (a document's path or a folder's). */
  from: string;
  /** The documents at `from` and below it, of one kind. */
  moving: DocumentSummary[];
}) {
  const own = moving.find((d) => d.path === from);
  const [parent, setParent] = useState(parentOf(from));
  const [withBelow, setWithBelow] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const listId = useId();
  const selected = own && !withBelow ? [own] : moving;
  const to = joinPath(parent.trim(), lastSegment(from));

  const parents = useMemo(() => {
    const all = new Set<string>(['/']);
    for (const d of documents) for (let p = d.path; p !== '/'; p = parentOf(p)) all.add(p);
    return [...all].filter((p) => p !== from && !p.startsWith(`${from}/`)).sort();
  }, [documents, from]);

  const plan = pathProblem(parent.trim()) ? null : planMove(documents, selected, from, to);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parentProblem = pathProblem(parent.trim());
    const problem = parentProblem ?? (to === from ? 'Pick a different parent path' : plan?.problem ?? null);
    setErrors({ parent: problem ?? undefined });
    if (problem || !plan) return focusFirstInvalid(form);
    setBusy(true);
    try {
      await movePaths(api, plan.moves);
    } catch (error) {
      setBusy(false);
      setErrors({ form: error instanceof Error ? error.message : String(error) });
      return;
    }
    await onDone(`Moved ${from} to ${to}${plan.moves.length > 1 ? ` with ${plan.moves.length - 1} more` : ''}.`, to, moving[0]?.kind);
  }

  return (
    <Dialog title={`Move ${from}`} onClose={onCancel}>
      <form onSubmit={submit} noValidate>
        <FormError message={errors.form} />
        <TextField
          label="New parent path"
          value={parent}
          list={listId}
          spellCheck={false}
          autoCapitalize="off"
          hint={`The last segment, “${lastSegment(from)}”, stays. Use “/” for the top level.`}
          onChange={(e) => setParent(e.target.value)}
          error={errors.parent}
          required
        />
        <datalist id={listId}>
          {parents.map((p) => (
            <option key={p} value={p} />
          ))}
        </datalist>
        {selected.some((d) => d.publishedPath !== null) && <PublishedMoveNote />}
        {own && moving.length > 1 && (
          <label className="admin-choice">
            <input type="checkbox" checked={withBelow} onChange={(e) => setWithBelow(e.target.checked)} /> Also move the {moving.length - 1}{' '}
            {moving.length === 2 ? 'document' : 'documents'} below {from}
          </label>
        )}
        {plan && !plan.problem && to !== from && (
          <div className="admin-move-preview">
            <p className="admin-field__label">New paths</p>
            <ul>
              {plan.moves.slice(0, 8).map((m) => (
                <li key={m.doc.id}>
                  <code>{m.doc.path}</code> → <code>{m.to}</code>
                </li>
              ))}
              {plan.moves.length > 8 && <li>and {plan.moves.length - 8} more</li>}
            </ul>
          </div>
        )}
        <Actions busy={busy} submitLabel="Move" busyLabel="Moving…" onCancel={onCancel} />
      </form>
    </Dialog>
  );
}

export function DuplicateDialog({ api, documents, doc, onDone, onCancel }: DialogProps & { doc: DocumentSummary }) {
  const taken = occupiedPaths(documents);
  const [title, setTitle] = useState(`${doc.title} (copy)`);
  const [path, setPath] = useState(() => copyPath(doc.path, taken));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found: Errors = { title: checkRequired(title, 'Title'), path: pathProblem(path, { taken }) ?? undefined };
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(form);
    setBusy(true);
    try {
      await api.call(routes.duplicateDocument, { params: { id: doc.id }, body: { path, title: title.trim() } });
      await onDone(`Duplicated ${doc.path} as ${path}, a new draft.`, path, doc.kind);
    } catch (error) {
      setErrors(errorsFrom(error, ['path', 'title']));
      setBusy(false);
      focusFirstInvalid(form);
    }
  }

  return (
    <Dialog title={`Duplicate ${kindLabel(doc.kind)}`} onClose={onCancel}>
      <form onSubmit={submit} noValidate>
        <FormError message={errors.form} />
        <p>
          The copy starts as a draft with the current draft content of <code>{doc.path}</code>.
        </p>
        <TextField label="Title of the copy" value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} error={errors.title} required />
        <PathField label="Path of the copy" value={path} onChange={(e) => setPath(e.target.value)} error={errors.path} />
        <Actions busy={busy} submitLabel="Duplicate" busyLabel="Duplicating…" onCancel={onCancel} />
      </form>
    </Dialog>
  );
}

export function DeleteDialog({ api, documents, doc, approval: rule, onDone, onCancel }: DialogProps & { doc: DocumentSummary }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const descriptionId = useId();
  const remaining = below(documents, doc.path, doc.kind).length;
  // A draft never published shows nowhere: deleting it needs no review.
  const approval = useTakeOff({ needsApproval: !!rule?.needsApproval && doc.publishedVersion !== null, admin: !!rule?.admin });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (approval.missing) return setError(approval.missing);
    setBusy(true);
    try {
      const outcome = await takeOff(api, approval, {
        doc,
        action: 'delete',
        go: async ({ urgent, reason }) => void (await api.call(routes.deleteDocument, { params: { id: doc.id }, query: urgent ? { urgent: 'true', reason } : {} })),
      });
      await onDone(outcome === 'asked' ? `Review requested: ${doc.path} is deleted when someone approves.` : `Deleted the ${kindLabel(doc.kind)} ${doc.path}.`);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  }

  return (
    <Dialog title={`Delete ${kindLabel(doc.kind)}?`} onClose={onCancel} role="alertdialog" describedBy={descriptionId}>
      <form onSubmit={submit}>
        <FormError message={error} />
        <div id={descriptionId}>
          <p>
            Delete “{doc.title}” at <code>{doc.path}</code>? Its draft and every published version are removed
            {doc.publishedVersion !== null ? '; visitors get “Page not found” there' : ''}. This cannot be undone.
          </p>
          {remaining > 0 && (
            <p>
              The {remaining} {remaining === 1 ? 'document' : 'documents'} below it stay where they are.
            </p>
          )}
        </div>
        <TakeOffFields state={approval} verb="delete" />
        <div className="admin-dialog__actions">
          <button type="button" className="admin-button" onClick={onCancel} data-autofocus="">
            Cancel
          </button>
          <button type="submit" className="admin-button admin-button--danger" disabled={busy}>
            {approval.mode === 'review' ? 'Ask for review' : busy ? 'Deleting…' : `Delete ${kindLabel(doc.kind)}`}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
