import { useEffect, useId, useState } from 'react';
import type { Registry } from '../../core/component';
import { diffTrees, type TreeDiff } from '../../core/diff';
import type { Node } from '../../core/node';
import { find } from '../../core/tree';
import type { Api } from '../api.client';
import { Dialog } from '../ui/Dialog';
import { ErrorState, FormError, Loading } from '../ui/states';
import { ChangeSummary } from './change-summary';
import { formatDateTime } from '../format';
import type { DiffResponse, DocumentRecord, VersionRecord, VersionSummary } from './types';

type Side = number | 'draft';

interface Compared {
  sides: [Side, Side];
  html: [string, string];
  trees: [Node, Node];
  diff: TreeDiff;
}

const sideLabel = (side: Side) => (side === 'draft' ? 'Current draft' : `Version ${side}`);

/**
 * Published versions (who, when, note), a side-by-side preview of any two of them or of a
 * version and the draft with the change summary, and restoring a version as the draft.
 */
export function HistoryPanel({
  api,
  doc,
  registry,
  canRestore,
  saveFirst,
  currentTree,
  onRestored,
  onClose,
}: {
  api: Api;
  doc: DocumentRecord;
  registry: Registry;
  canRestore: boolean;
  saveFirst(): Promise<boolean>;
  currentTree(): Node;
  onRestored(doc: DocumentRecord): void;
  onClose(): void;
}) {
  const fromId = useId();
  const toId = useId();
  const [versions, setVersions] = useState<VersionSummary[] | null>(null);
  const [loadError, setLoadError] = useState<Error | null>(null);
  const [from, setFrom] = useState<Side | null>(null);
  const [to, setTo] = useState<Side>('draft');
  const [compared, setCompared] = useState<Compared | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    api
      .get<{ versions: VersionSummary[] }>(`/api/cms/documents/${doc.id}/versions`)
      .then(({ versions: list }) => {
        const sorted = [...list].sort((a, b) => b.version - a.version);
        setVersions(sorted);
        if (sorted[0]) setFrom(sorted[0].version);
      })
      .catch((e: unknown) => setLoadError(e instanceof Error ? e : new Error(String(e))));
  }, [api, doc.id]);

  async function treeOf(side: Side): Promise<{ tree: Node; title: string }> {
    if (side === 'draft') return { tree: currentTree(), title: doc.title };
    const { version } = await api.get<{ version: VersionRecord }>(`/api/cms/documents/${doc.id}/versions/${side}`);
    return { tree: version.tree, title: version.title };
  }

  const render = (tree: Node, title: string) =>
    api.text(`/api/sites/${doc.site}/render`, { method: 'POST', body: { tree, kind: doc.kind, path: doc.path, title } });

  async function compare() {
    if (from === null) return;
    setBusy(true);
    setError(null);
    try {
      // The diff route reads the server's draft: make it the canvas's first.
      const saved = from === 'draft' || to === 'draft' ? await saveFirst() : true;
      const [a, b] = await Promise.all([treeOf(from), treeOf(to)]);
      const [htmlA, htmlB] = await Promise.all([render(a.tree, a.title), render(b.tree, b.title)]);
      let diff: TreeDiff;
      try {
        if (!saved) throw new Error('draft not saved');
        diff = await api.get<DiffResponse>(`/api/cms/documents/${doc.id}/diff?from=${from}&to=${to}`);
      } catch {
        diff = diffTrees(a.tree, b.tree);
      }
      setCompared({ sides: [from, to], html: [htmlA, htmlB], trees: [a.tree, b.tree], diff });
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
      const { document } = await api.post<{ document: DocumentRecord }>(`/api/cms/documents/${doc.id}/versions/${version}/restore`);
      onRestored(document);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  }

  const options = (
    <>
      <option value="draft">Current draft</option>
      {versions?.map((v) => (
        <option key={v.version} value={v.version}>
          Version {v.version}
        </option>
      ))}
    </>
  );
  const parseSide = (value: string): Side => (value === 'draft' ? 'draft' : Number(value));

  return (
    <Dialog title="Version history" onClose={onClose}>
      <div className="pe-history">
        {loadError ? (
          <ErrorState error={loadError} />
        ) : !versions ? (
          <Loading>Loading versions…</Loading>
        ) : versions.length === 0 ? (
          <p>This page has not been published yet, so it has no versions.</p>
        ) : (
          <>
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
                    {canRestore && (
                      <td>
                        {confirming === v.version ? (
                          <span className="pe-confirm">
                            Replace the draft with version {v.version}?{' '}
                            <button type="button" className="admin-button" onClick={() => restore(v.version)} disabled={busy}>
                              Restore
                            </button>{' '}
                            <button type="button" className="admin-button admin-button--secondary" onClick={() => setConfirming(null)} disabled={busy}>
                              Cancel
                            </button>
                          </span>
                        ) : (
                          <button type="button" className="admin-button admin-button--secondary" onClick={() => setConfirming(v.version)} disabled={busy}>
                            Restore as draft
                          </button>
                        )}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>

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
              <button type="button" className="admin-button" onClick={compare} disabled={busy || from === null || from === to}>
                Show differences
              </button>
            </div>
          </>
        )}
        <FormError message={error} />
        {compared && (
          <section className="pe-compare" aria-label="Comparison">
            <h3 className="pe-subheading">
              From {sideLabel(compared.sides[0])} to {sideLabel(compared.sides[1])}
            </h3>
            <ChangeSummary
              diff={compared.diff}
              registry={registry}
              lookup={(id) => find(compared.trees[1], id)?.node}
              lookupBefore={(id) => find(compared.trees[0], id)?.node}
              empty="The two are the same."
            />
            <div className="pe-compare__frames">
              {compared.sides.map((side, i) => (
                <figure key={`${i}-${side}`} className="pe-compare__frame">
                  <figcaption>{sideLabel(side)}</figcaption>
                  <div className="pe-compare__viewport">
                    <iframe title={`Preview of ${sideLabel(side)}`} srcDoc={compared.html[i]} sandbox="allow-same-origin" />
                  </div>
                </figure>
              ))}
            </div>
          </section>
        )}
      </div>
    </Dialog>
  );
}
