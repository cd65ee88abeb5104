import { useEffect, useState } from 'react';
import type { Registry } from '../../core/component';
import { diffTrees } from '../../core/diff';
import { type Node } from '../../core/node';
import { normalizeSlots } from '../../core/puck';
import { find } from '../../core/tree';
import type { Api } from '../api.client';
import { Dialog } from '../ui/Dialog';
import { FormError } from '../ui/states';
import { ChangeSummary } from './change-summary';
import { mergeTrees, type MergeResult } from './merge';
import type { DocumentRecord, PresentEditor } from './types';
import { formatMoment } from '../format';
import { routes } from '../../core/contracts';

interface Merged {
  theirs: DocumentRecord;
  ours: Node;
  base: Node;
  merge: MergeResult;
}

/** Who saved `doc` last, in people's words: their name when they have the page open, else their e-mail address. */
export function savedBy(doc: Pick<DocumentRecord, 'updatedBy'>, { people, selfEmail }: { people: readonly PresentEditor[]; selfEmail?: string }): string {
  if (!doc.updatedBy) return 'Someone else';
  if (doc.updatedBy === selfEmail) return 'You (in another window or tab)';
  const person = people.find((p) => p.email === doc.updatedBy);
  return person?.name || doc.updatedBy;
}

/**
 * Shown when a save met a newer draft (409): says who saved it and when. The editor either
 * takes the newer draft as it is or keeps their own changes merged on top of it, after
 * seeing what each side changed.
 */
export function ConflictDialog({
  api,
  documentId,
  registry,
  people = [],
  selfEmail,
  baseTree,
  currentTree,
  onReload,
  onKeepMine,
  onClose,
}: {
  api: Api;
  documentId: string;
  registry: Registry;
  /** The other people who have the page open (presence), to name the one who saved. */
  people?: readonly PresentEditor[];
  selfEmail?: string;
  baseTree(): Node;
  currentTree(): Node;
  /** Load their draft into the canvas, dropping the unsaved changes. */
  onReload(doc: DocumentRecord): void;
  /** Load the combined tree into the canvas and save it on top of their revision. */
  onKeepMine(args: { theirs: DocumentRecord; tree: Node }): void;
  onClose(): void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [merged, setMerged] = useState<Merged | null>(null);
  const [newer, setNewer] = useState<DocumentRecord | null>(null);

  async function fetchTheirs(): Promise<DocumentRecord> {
    const { document } = await api.call(routes.getDocument, { params: { id: documentId } });
    return document;
  }

  // Who saved and when, for the first sentence; the actions fetch the draft again when chosen.
  useEffect(() => {
    let current = true;
    api
      .call(routes.getDocument, { params: { id: documentId } })
      .then(({ document }) => current && setNewer(document))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api, documentId]);
  const who = (doc: DocumentRecord) => savedBy(doc, { people, selfEmail });

  async function run(task: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await task();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  const reload = () => run(async () => onReload(await fetchTheirs()));
  const prepareMerge = () =>
    run(async () => {
      const theirs = await fetchTheirs();
      const base = baseTree();
      const ours = currentTree();
      setMerged({ theirs, ours, base, merge: mergeTrees({ base, theirs: normalizeSlots(theirs.draft, registry), ours }) });
    });

  /** Names nodes as the side that changed them has them. */
  const lookup = (...trees: Node[]) => (id: string) => trees.map((t) => find(t, id)?.node).find(Boolean);

  return (
    <Dialog title="Someone else saved this page" onClose={onClose} role="alertdialog">
      <div className="pe-conflict" data-testid="conflict-dialog">
        {!merged ? (
          <>
            <p data-testid="conflict-who">
              {newer ? `${who(newer)} saved this page ${formatMoment(newer.updatedAt)}, while you were editing it.` : 'Someone else saved this page while you were editing it.'}{' '}
              Your latest changes are not saved yet, and nothing will be saved over their work unless you choose so.
            </p>
            <div className="pe-dialog-actions">
              <button type="button" className="admin-button" onClick={prepareMerge} disabled={busy} data-autofocus>
                Keep editing on top of theirs
              </button>
              <button type="button" className="admin-button admin-button--secondary" onClick={reload} disabled={busy}>
                Reload their version
              </button>
            </div>
            <p className="pe-hint">“Reload their version” discards your unsaved changes. “Keep editing on top of theirs” shows what each of you changed first.</p>
          </>
        ) : (
          <>
            <p>
              {who(merged.theirs)} saved this page {formatMoment(merged.theirs.updatedAt)}. Your changes will be combined with theirs:
            </p>
            <h3 className="pe-subheading">Their changes</h3>
            <ChangeSummary diff={diffTrees(merged.base, merged.theirs.draft)} registry={registry} lookup={lookup(merged.theirs.draft)} lookupBefore={lookup(merged.base)} empty="Only the title or settings changed." />
            <h3 className="pe-subheading">Your changes</h3>
            <ChangeSummary diff={diffTrees(merged.base, merged.ours)} registry={registry} lookup={lookup(merged.ours)} lookupBefore={lookup(merged.base)} />
            {merged.merge.conflicts.length > 0 && (
              <>
                <h3 className="pe-subheading">Changed on both sides (yours kept)</h3>
                <ul className="pe-conflicts">
                  {merged.merge.conflicts.map((c) => (
                    <li key={`${c.id}-${c.message}`}>
                      {registry.get(c.name)?.label ?? c.name}: {c.message}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <div className="pe-dialog-actions">
              <button
                type="button"
                className="admin-button"
                onClick={() => onKeepMine({ theirs: merged.theirs, tree: merged.merge.tree })}
                disabled={busy}
                data-autofocus
              >
                Save the combined page
              </button>
              <button type="button" className="admin-button admin-button--secondary" onClick={() => setMerged(null)} disabled={busy}>
                Back
              </button>
            </div>
          </>
        )}
        <FormError message={error} />
      </div>
    </Dialog>
  );
}
