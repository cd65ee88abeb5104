import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Registry } from '../../core/component';
import { jsonEqual } from '../../core/diff';
import type { Node } from '../../core/node';
import { fromPuckData, normalizeSlots, type PuckData } from '../../core/puck';
import { ApiError, type Api } from '../api.client';
import { routes, type DocumentRecord, type Seo } from '../../core/contracts';

/** Autosave waits this long after the last change. */
export const AUTOSAVE_DELAY_MS = 1500;

export type SaveStatus =
  | { state: 'saved' }
  | { state: 'dirty' }
  | { state: 'saving' }
  | { state: 'error'; message: string }
  /** Someone else saved since our revision: autosave stops until the editor decides. */
  | { state: 'conflict'; currentRevision: number | undefined };

export interface DraftSync {
  status: SaveStatus;
  /** Puck's onChange. */
  onChange(data: PuckData): void;
  /** Saves now if anything changed; resolves false when the save did not happen. */
  saveNow(): Promise<boolean>;
  /** Saves title, SEO or path in the same revision sequence as the tree. */
  saveMeta(meta: { title?: string; seo?: Seo; path?: string }): Promise<DocumentRecord>;
  /** After loading another draft (reload, restore): this is now the saved state. */
  reset(doc: { draftRevision: number; draft: Node }): void;
  /** After a merge on top of a newer draft: `base` is theirs at `revision`; `data` is ours, to be saved. */
  rebase(args: { revision: number; base: Node; data: PuckData }): void;
  /** The tree as last saved or loaded (the base of a merge). */
  baseTree(): Node;
  /** The editor's current tree (the saved one when nothing changed). */
  currentTree(): Node;
  revision(): number;
}

function describe(error: unknown): string {
  if (error instanceof ApiError) {
    const issue = error.issues[0];
    return issue ? `${error.message} (${issue.path}: ${issue.message})` : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Keeps the server's draft in step with the canvas: autosave after a pause, save on demand,
 * one request at a time, each carrying the revision it builds on. Values still being typed
 * (an empty required field) are saved too: only publishing needs a valid page. A 409 stops autosaving and
 * reports the server's revision; nothing is ever saved over someone else's draft unasked.
 */
export function useDraftSync({
  api,
  documentId,
  registry,
  initial,
  onSaved,
}: {
  api: Api;
  documentId: string;
  registry: Registry;
  initial: { draftRevision: number; draft: Node };
  onSaved(doc: DocumentRecord): void;
}): DraftSync {
  const [status, setStatus] = useState<SaveStatus>({ state: 'saved' });
  const revision = useRef(initial.draftRevision);
  const base = useRef<Node>(normalizeSlots(initial.draft, registry));
  const latest = useRef<PuckData | null>(null);
  const paused = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  /** Bumped when another draft is loaded: answers to requests sent before then are stale. */
  const generation = useRef(0);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  const statusRef = useRef(status);
  statusRef.current = status;

  const currentTree = useCallback((): Node => (latest.current ? fromPuckData(latest.current, registry) : base.current), [registry]);
  const baseTree = useCallback((): Node => base.current, []);
  const currentRevision = useCallback((): number => revision.current, []);

  /** Runs `task` after every earlier save has settled, so revisions never cross. */
  const enqueue = useCallback(<T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.current.then(task, task);
    queue.current = run.catch(() => undefined);
    return run;
  }, []);

  const conflictFrom = useCallback((error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'CONFLICT') return false;
    paused.current = true;
    clearTimeout(timer.current);
    setStatus({ state: 'conflict', currentRevision: error.currentRevision });
    return true;
  }, []);

  const save = useCallback(
    () =>
      enqueue(async (): Promise<boolean> => {
        clearTimeout(timer.current);
        if (paused.current) return false;
        const data = latest.current;
        if (!data) return true;
        let tree: Node;
        try {
          tree = fromPuckData(data, registry);
        } catch (error) {
          setStatus({ state: 'error', message: describe(error) });
          return false;
        }
        if (jsonEqual(tree, base.current)) {
          if (latest.current === data) setStatus({ state: 'saved' });
          return true;
        }
        setStatus({ state: 'saving' });
        const mine = generation.current;
        try {
          const { document } = await api.call(routes.saveDraft, { params: { id: documentId }, body: { revision: revision.current, tree } });
          if (mine !== generation.current) return false;
          revision.current = document.draftRevision;
          base.current = tree;
          onSavedRef.current(document);
          if (latest.current === data) setStatus({ state: 'saved' });
          else {
            setStatus({ state: 'dirty' });
            timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
          }
          return true;
        } catch (error) {
          if (mine !== generation.current) return false;
          if (!conflictFrom(error)) setStatus({ state: 'error', message: describe(error) });
          return false;
        }
      }),
    [api, documentId, registry, enqueue, conflictFrom],
  );

  const onChange = useCallback(
    (data: PuckData) => {
      if (data === latest.current) return;
      latest.current = data;
      if (paused.current) return;
      // Same object while already dirty or saving: no re-render per keystroke.
      setStatus((s) => (s.state === 'saving' || s.state === 'dirty' ? s : { state: 'dirty' }));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    },
    [save],
  );

  const saveMeta = useCallback(
    (meta: { title?: string; seo?: Seo; path?: string }) =>
      enqueue(async () => {
        if (paused.current) throw new Error('Resolve the conflict with the newer draft first.');
        try {
          const { document } = await api.call(routes.saveDraft, { params: { id: documentId }, body: { revision: revision.current, ...meta } });
          revision.current = document.draftRevision;
          onSavedRef.current(document);
          return document;
        } catch (error) {
          conflictFrom(error);
          throw error;
        }
      }),
    [api, documentId, enqueue, conflictFrom],
  );

  const reset = useCallback(
    (doc: { draftRevision: number; draft: Node }) => {
      clearTimeout(timer.current);
      generation.current++;
      paused.current = false;
      revision.current = doc.draftRevision;
      base.current = normalizeSlots(doc.draft, registry);
      latest.current = null;
      setStatus({ state: 'saved' });
    },
    [registry],
  );

  const rebase = useCallback(
    ({ revision: next, base: theirs, data }: { revision: number; base: Node; data: PuckData }) => {
      clearTimeout(timer.current);
      generation.current++;
      paused.current = false;
      revision.current = next;
      base.current = normalizeSlots(theirs, registry);
      latest.current = data;
      setStatus({ state: 'dirty' });
      void save();
    },
    [registry, save],
  );

  // Leaving with unsaved work asks first.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (statusRef.current.state !== 'saved') event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      clearTimeout(timer.current);
    };
  }, []);

  return useMemo(
    () => ({
      status,
      onChange,
      saveNow: save,
      saveMeta,
      reset,
      rebase,
      baseTree,
      currentTree,
      revision: currentRevision,
    }),
    [status, onChange, save, saveMeta, reset, rebase, baseTree, currentTree, currentRevision],
  );
}
