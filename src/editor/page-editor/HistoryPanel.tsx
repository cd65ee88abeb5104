import { useEffect, useId, useState } from 'react';
import type { Registry } from '../../core/component';
import { routes, type DraftSaveSummary } from '../../core/contracts';
import { diffTrees, type TreeDiff } from '../../core/diff';
import type { Node } from '../../core/node';
import { ApiError, type Api } from '../api.client';
import { Dialog } from '../ui/Dialog';
import { ErrorState, FormError, Loading } from '../ui/states';
import { Comparison } from './Comparison';
import { formatDateTime } from '../format';
import type { DocumentRecord, VersionSummary } from './types';

/** The current draft, a published version (its number) or a draft save (`save-{revision}`). */
type Side = number | 'draft' | `save-${number}`;

interface Compared {
  sides: [Side, Side];
  html: [string, string];
  trees: [Node, Node];
  diff: TreeDiff;
}

/** Draft saves shown before "Show all". */
const FIRST_SAVES = 10;

const saveSide = (revision: number): Side => `save-${revision}`;
const savedRevision = (side: Side): number | null => (typeof side === 'string' && side.startsWith('save-') ? Number(side.slice(5)) : null);
const parseSide = (value: string): Side => (value === 'draft' ? 'draft' : value.startsWith('save-') ? (value as Side) : Number(value));
const savedWhen = (save: DraftSaveSummary) => formatDateTime(save.savedAt, { seconds: true });

/**
 * Published versions (who, when, note) and the draft's recent saves (when, who), a side-by-side
 * preview of any two of them or of one and the current draft with the change summary, and
 * restoring a version or a save as the draft.
 */
export function HistoryPanel({
  api,
  doc,
  registry,
  canRestore,
  saveFirst,
  currentTree,
  currentRevision,
  onRestored,
  onClose,
}: {
  api: Api;
  doc: DocumentRecord;
  registry: Registry;
  /** May restore published versions (Super Users and Admins). */
  canRestore: boolean;
  saveFirst(): Promise<boolean>;
  currentTree(): Node;
  /** The draft revision the editor holds: a restored save goes on top of it. */
  currentRevision(): number;
  onRestored(doc: DocumentRecord): void;
  onClose(): void;
}) {
  const fromId = useId();
  const toId = useId();
  const versionsHeading = useId();
  const savesHeading = useId();
  const [versions, setVersions] = useState<VersionSummary[] | null>(null);
  const [saves, setSaves] = useState<DraftSaveSummary[] | null>(null);
  const [allSaves, setAllSaves] = useState(false);
  const [loadError, setLoadError] = useState<Error | null>(null);
  const [from, setFrom] = useState<Side>('draft');
  const [to, setTo] = useState<Side>('draft');
  const [compared, setCompared] = useState<Compared | null>(null);
  const [confirming, setConfirming] = useState<Side | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Whoever may edit this draft may go back to one of its saves; partials are Super Users' work.
  const canRestoreSaves = doc.kind === 'page' || canRestore;

  useEffect(() => {
    Promise.all([
      api.call(routes.listVersions, { params: { id: doc.id } }),
      api.call(routes.listDraftSaves, { params: { id: doc.id } }),
    ])
      .then(([{ versions: list }, { saves: saveList }]) => {
        const sorted = [...list].sort((a, b) => b.version - a.version);
        const newestSaves = [...saveList].sort((a, b) => b.revision - a.revision);
        setVersions(sorted);
        setSaves(newestSaves);
        // The newest save is usually the current draft: offer the one before it.
        const save = newestSaves[1] ?? newestSaves[0];
        if (sorted[0]) setFrom(sorted[0].version);
        else if (save) setFrom(saveSide(save.revision));
      })
      .catch((e: unknown) => setLoadError(e instanceof Error ? e : new Error(String(e))));
  }, [api, doc.id]);

  const sideLabel = (side: Side): string => {
    if (side === 'draft') return 'Current draft';
    const revision = savedRevision(side);
    if (revision === null) return `Version ${side}`;
    const save = saves?.find((s) => s.revision === revision);
    return save ? `Draft saved ${savedWhen(save)}` : 'Draft save';
  };

  async function treeOf(side: Side): Promise<{ tree: Node; title: string }> {
    if (side === 'draft') return { tree: currentTree(), title: doc.title };
    const revision = savedRevision(side);
    if (revision !== null) {
      const { save } = await api.call(routes.getDraftSave, { params: { id: doc.id, revision } });
      return { tree: save.tree, title: save.title };
    }
    const { version } = await api.call(routes.getVersion, { params: { id: doc.id, version: side } });
    return { tree: version.tree, title: version.title };
  }

  const render = (tree: Node, title: string) =>
    api.text(routes.renderTree, { params: { site: doc.site }, body: { tree, kind: doc.kind, path: doc.path, title } });

  async function compare(a: Side, b: Side) {
    setBusy(true);
    setError(null);
    try {
      // The diff route reads the server's draft: make it the canvas's first.
      const saved = a === 'draft' || b === 'draft' ? await saveFirst() : true;
      const [one, two] = await Promise.all([treeOf(a), treeOf(b)]);
      const [htmlA, htmlB] = await Promise.all([render(one.tree, one.title), render(two.tree, two.title)]);
      let diff: TreeDiff;
      try {
        // The server compares versions and the draft; a draft save is compared here.
        if (!saved || savedRevision(a) !== null || savedRevision(b) !== null) throw new Error('compare here');
        diff = await api.call(routes.diffDocument, { params: { id: doc.id }, query: { from: String(a), to: String(b) } });
      } catch {
        diff = diffTrees(one.tree, two.tree);
      }
      setCompared({ sides: [a, b], html: [htmlA, htmlB], trees: [one.tree, two.tree], diff });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  async function restore(version: number) {
    setBusy(true);
    setError(null);
    try {
      const { document } = await api.call(routes.restoreVersion, { params: { id: doc.id, version } });
      onRestored(document);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  }

  async function restoreSave(save: DraftSaveSummary) {
    setBusy(true);
    setError(null);
    try {
      // Unsaved edits become a save of their own first, so going back loses nothing.
      if (!(await saveFirst())) {
        throw new Error('Your latest changes could not be saved, so going back now would lose them. Resolve the problem shown in the toolbar first.');
      }
      const { document } = await api.call(routes.restoreDraftSave, { params: { id: doc.id, revision: save.revision }, body: { baseRevision: currentRevision() } });
      onRestored(document);
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) setError('Someone else saved this page a moment ago. Reload the page to see their changes, then try again.');
      else setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  }

  function confirmRestore(side: Side, question: string, onRestore: () => void, label: string) {
    if (confirming === side) {
      return (
        <span className="pe-confirm">
          {question}{' '}
          <button type="button" className="admin-button" onClick={onRestore} disabled={busy}>
            Restore
          </button>{' '}
          <button type="button" className="admin-button admin-button--secondary" onClick={() => setConfirming(null)} disabled={busy}>
            Cancel
          </button>
        </span>
      );
    }
    return (
      <button type="button" className="admin-button admin-button--secondary" onClick={() => setConfirming(side)} disabled={busy}>
        {label}
      </button>
    );
  }

  const shownSaves = saves && (allSaves ? saves : saves.slice(0, FIRST_SAVES));
  const options = (
    <>
      <option value="draft">Current draft</option>
      {versions?.map((v) => (
        <option key={v.version} value={v.version}>
          Version {v.version}
        </option>
      ))}
      {saves?.map((s) => (
        <option key={`save-${s.revision}`} value={saveSide(s.revision)}>
          Draft saved {savedWhen(s)}
        </option>
      ))}
    </>
  );

  return (
    <Dialog title="Version history" onClose={onClose}>
      <div className="pe-history">
        {loadError ? (
          <ErrorState error={loadError} />
        ) : !versions || !saves || !shownSaves ? (
          <Loading>Loading the history…</Loading>
        ) : (
          <>
            <section aria-labelledby={versionsHeading}>
              <h3 id={versionsHeading} className="pe-subheading">
                Published versions
              </h3>
              {versions.length === 0 ? (
                <p>This page has not been published yet, so it has no versions.</p>
              ) : (
                <table className="pe-versions">
                  <caption className="pe-visually-hidden">Published versions, newest first</caption>
                  <thead>
                    <tr>
                      <th scope="col">Version</th>
                      <th scope="col">Published</th>
                      <th scope="col">By</th>
                      <th scope="col">Note</th>
                      {canRestore && <th scope="col">Restore</th>}
                    </tr>
                  </thead>
                  <tbody>
                    {versions.map((v) => (
                      <tr key={v.version} data-version={v.version}>
                        <th scope="row">
                          {v.version}
                          {v.version === doc.publishedVersion ? <span className="pe-badge">live</span> : null}
                        </th>
                        <td>{formatDateTime(v.publishedAt)}</td>
                        <td>{v.publishedBy ?? '—'}</td>
                        <td>{v.note ?? ''}</td>
                        {canRestore && <td>{confirmRestore(v.version, `Replace the draft with version ${v.version}?`, () => void restore(v.version), 'Restore as draft')}</td>}
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>

            <section aria-labelledby={savesHeading}>
              <h3 id={savesHeading} className="pe-subheading">
                Draft saves
              </h3>
              {saves.length === 0 ? (
                <p>Nothing has been saved since this page was created. Each save of the draft appears here.</p>
              ) : (
                <>
                  <p className="pe-hint">The draft’s latest saves, newest first. Going back to one keeps all the others.</p>
                  <table className="pe-versions" data-testid="draft-saves">
                    <caption className="pe-visually-hidden">Draft saves, newest first</caption>
                    <thead>
                      <tr>
                        <th scope="col">Saved</th>
                        <th scope="col">By</th>
                        <th scope="col">Compare</th>
                        {canRestoreSaves && <th scope="col">Restore</th>}
                      </tr>
                    </thead>
                    <tbody>
                      {shownSaves.map((s) => {
                        const current = s.revision === doc.draftRevision;
                        return (
                          <tr key={s.revision} data-draft-save={s.revision}>
                            <th scope="row">
                              {savedWhen(s)}
                              {current ? <span className="pe-badge">current</span> : null}
                            </th>
                            <td>{s.savedBy ?? '—'}</td>
                            <td>
                              {current ? (
                                '—'
                              ) : (
                                <button
                                  type="button"
                                  className="admin-button admin-button--secondary"
                                  disabled={busy}
                                  onClick={() => {
                                    setFrom(saveSide(s.revision));
                                    setTo('draft');
                                    void compare(saveSide(s.revision), 'draft');
                                  }}
                                >
                                  Compare with current draft
                                </button>
                              )}
                            </td>
                            {canRestoreSaves && (
                              <td>{current ? '—' : confirmRestore(saveSide(s.revision), `Replace the draft with this save from ${savedWhen(s)}?`, () => void restoreSave(s), 'Go back to this save')}</td>
                            )}
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                  {!allSaves && saves.length > FIRST_SAVES && (
                    <div className="pe-dialog-actions">
                      <button type="button" className="admin-button admin-button--secondary" onClick={() => setAllSaves(true)}>
                        Show all {saves.length} saves
                      </button>
                    </div>
                  )}
                </>
              )}
            </section>

            {(versions.length > 0 || saves.length > 0) && (
              <div className="pe-compare-form">
                <div className="admin-field">
                  <label htmlFor={fromId} className="admin-field__label">
                    Compare
                  </label>
                  <select id={fromId} className="admin-input" value={String(from)} onChange={(e) => setFrom(parseSide(e.target.value))}>
                    {options}
                  </select>
                </div>
                <div className="admin-field">
                  <label htmlFor={toId} className="admin-field__label">
                    with
                  </label>
                  <select id={toId} className="admin-input" value={String(to)} onChange={(e) => setTo(parseSide(e.target.value))}>
                    {options}
                  </select>
                </div>
                <button type="button" className="admin-button" onClick={() => void compare(from, to)} disabled={busy || from === to}>
                  Show differences
                </button>
              </div>
            )}
          </>
        )}
        <FormError message={error} />
        {compared && (
          <Comparison
            labels={[sideLabel(compared.sides[0]), sideLabel(compared.sides[1])]}
            html={compared.html}
            trees={compared.trees}
            diff={compared.diff}
            registry={registry}
          />
        )}
      </div>
    </Dialog>
  );
}
