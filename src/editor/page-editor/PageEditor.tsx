import '@puckeditor/core/no-external.css';
import './page-editor.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Puck, type Config, type Data, type Overrides, type UiState, type Viewports } from '@puckeditor/core';
import { jsonEqual } from '../../core/diff';
import type { Node } from '../../core/node';
import { normalizeSlots, RESERVED_PROPS, toPuckData, type PuckData } from '../../core/puck';
import { isSiteId } from '../../core/sites';
import { registry } from '../../components/registry';
import { RenderContext, type RenderContextValue } from '../../components/view';
import { views } from '../../components/views';
import { canvasViews } from '../fields/canvas-views';
import { createTreeRenderer } from '../../components/tree';
import type { Api } from '../api.client';
import { Dialog } from '../ui/Dialog';
import { ErrorState, FormError, Loading } from '../ui/states';
import { useLoad } from '../ui/use-load';
import { buildPuckConfig, CanvasFrame } from './canvas';
import { PanelResizer } from './PanelResizer';
import { ComponentsWithSearch, DrawerItemKind } from './ComponentSearch';
import { BlockActionBar } from './block-actions';
import { PageOutline } from './Outline';
import { ConflictDialog } from './ConflictDialog';
import { CanvasSettings, Problems } from './contexts';
import { useDraftSync } from './draft-sync';
import { HistoryPanel } from './HistoryPanel';
import { loadEditor, type EditorSetup } from './load';
import { usePresence } from './presence';
import { usePuckAccessibility } from './puck-a11y';
import { PreviewPanel, ShareDialog } from './PreviewPanel';
import { PublishDialog } from './PublishDialog';
import { PublishedNotice } from './PublishedNotice';
import { DiscardDialog } from './DiscardDialog';
import { liveUrl } from './live-url';
import { ReviewDialog } from './ReviewDialog';
import { takeOff, TakeOffFields, useTakeOff } from './TakeOff';
import { publishChoices } from './review-choices';
import { isPageLayout, offersLayoutChoice, switchLayout, type PageLayoutKind } from './layout';
import { SettingsDialog, type LayoutChoice } from './SettingsDialog';
import { clearStash, readStash, writeStash, type Stash } from './stash';
import { mergeTrees } from './merge';
import { formatWhen } from '../format';
import { MediaLibrary } from '../media/context';
import { Toolbar, ToolbarContext, type Panel, type ToolbarModel } from './Toolbar';
import { canPublish, type DocumentRecord, type EditorUser } from './types';
import type { NodeProblem } from './contexts';
import { collectProblems, collectWarnings, fieldTypeOverrides, FieldsWithSummary, sameWarnings, type ProblemCache } from './validation';
import { routes } from '../../core/contracts';

const VIEWPORTS: Viewports = [
  { width: 360, height: 'auto', label: 'Mobile', icon: 'Smartphone' },
  { width: 768, height: 'auto', label: 'Tablet', icon: 'Tablet' },
  { width: 1280, height: 'auto', label: 'Desktop', icon: 'Monitor' },
];

const INITIAL_UI: Partial<UiState> = {
  viewports: { current: { width: 1280, height: 'auto' }, controlsVisible: true, options: [] },
};

// Admin styles stay out of the canvas: it gets only the site's stylesheet (see CanvasFrame).
const IFRAME = { enabled: true, syncHostStyles: false, waitForStyles: true };

/**
 * The canvas draws the page's top-level blocks near the view only, each with everything inside
 * it, and the others as they scroll into view (Puck's virtualization; the selected block and
 * one being dragged are always drawn). Drawing every block at once cost time in proportion to
 * the page and more: Puck's drag library registers each block, re-reading every block
 * registered before it (notes/bench-editor-profile.md, "Opening a page"). Find-in-page in the
 * canvas finds only what is drawn; the outline lists every block.
 */
const VIRTUALIZE = true;

const OVERRIDES: Partial<Overrides> = {
  headerActions: Toolbar,
  iframe: CanvasFrame,
  fieldTypes: fieldTypeOverrides as Overrides['fieldTypes'],
  fields: FieldsWithSummary,
  drawer: ComponentsWithSearch,
  drawerItem: DrawerItemKind,
  outline: PageOutline,
  actionBar: BlockActionBar,
};

function sameProblems(a: ReadonlyMap<string, NodeProblem>, b: ReadonlyMap<string, NodeProblem>): boolean {
  if (a.size !== b.size) return false;
  for (const [id, problem] of a) if (!jsonEqual(problem.errors, b.get(id)?.errors)) return false;
  return true;
}

/**
 * Puck's runtime styles import a web font from the internet unless its static stylesheet
 * (`no-external.css`, bundled into the admin stylesheet) is already applied when it mounts:
 * the canvas waits for it rather than let that request happen.
 */
function usePuckStylesReady(): boolean | 'missing' {
  const check = () => getComputedStyle(document.documentElement).getPropertyValue('--_puck-styles-loaded').trim() !== '';
  const [ready, setReady] = useState<boolean | 'missing'>(check);
  useEffect(() => {
    if (ready === true) return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (check()) setReady(true);
      else if (Date.now() - started > 10_000) setReady('missing');
      else return;
      clearInterval(timer);
    }, 50);
    return () => clearInterval(timer);
  }, [ready]);
  return ready;
}

/**
 * The page editor: the document's draft on a Puck canvas in the site's theme, with drafts
 * saved as you go, conflicts with other editors resolved without losing work, presence,
 * validation, publishing, version history, page settings and previews.
 */
export function PageEditor({
  api,
  documentId,
  site,
  user,
  onClose,
}: {
  api: Api;
  documentId: string;
  site: string;
  user: EditorUser;
  onClose(): void;
}) {
  const [setup, retry] = useLoad(() => loadEditor(api, documentId, site), `${site} ${documentId}`);
  const styles = usePuckStylesReady();
  if (setup.status === 'error') {
    return (
      <div className="pe-root pe-root--state">
        <ErrorState error={setup.error} onRetry={retry} />
      </div>
    );
  }
  if (styles === 'missing') {
    return (
      <div className="pe-root pe-root--state">
        <ErrorState error={new Error('The editor’s stylesheet did not load. Reload the page.')} />
      </div>
    );
  }
  if (setup.status === 'loading' || !styles) {
    return (
      <div className="pe-root pe-root--state">
        <Loading>Opening the page…</Loading>
      </div>
    );
  }
  return <LoadedEditor api={api} setup={setup.data} site={site} user={user} onClose={onClose} />;
}

function LoadedEditor({ api, setup, site, user, onClose }: { api: Api; setup: EditorSetup; site: string; user: EditorUser; onClose(): void }) {
  const [doc, setDoc] = useState<DocumentRecord>(setup.doc);
  const [published, setPublished] = useState<number | null>(null);
  const [mount, setMount] = useState(() => ({ key: 0, data: toPuckData(setup.doc.draft, registry) }));
  const [panel, setPanel] = useState<Panel | null>(null);
  const [gateView, setGateView] = useState(false);
  const [closeError, setCloseError] = useState<string | null>(null);
  const problemCache = useRef<ProblemCache>(new WeakMap());
  const [problems, setProblems] = useState(() => collectProblems(mount.data, registry, problemCache.current));
  const [warnings, setWarnings] = useState(() => collectWarnings(mount.data, registry, setup.partials));
  // The mounted tree's root: a layout change, a reload or a restore may switch it.
  const rootKind = mount.data.root.props[RESERVED_PROPS.kind] as string;
  // The role on this document's site decides (issue 23 item 1).
  const publisher = canPublish(user, doc.site);
  const choices = publishChoices(user, doc.site, setup.site);

  const problemsRef = useRef(problems);
  problemsRef.current = problems;
  const sync = useDraftSync({
    api,
    documentId: doc.id,
    registry,
    initial: setup.doc,
    onSaved: setDoc,
  });
  const others = usePresence(api, doc.id, user.email);
  const { status } = sync;

  const updateProblems = useCallback((data: PuckData) => {
    const next = collectProblems(data, registry, problemCache.current);
    if (!sameProblems(problemsRef.current, next)) {
      problemsRef.current = next;
      setProblems(next);
    }
    const found = collectWarnings(data, registry, setup.partials);
    setWarnings((current) => (sameWarnings(current, found) ? current : found));
  }, [setup.partials]);

  const syncOnChange = sync.onChange;
  const onChange = useCallback(
    (data: Data) => {
      syncOnChange(data as unknown as PuckData);
      updateProblems(data as unknown as PuckData);
    },
    [syncOnChange, updateProblems],
  );

  /** Shows another tree on the canvas (Puck reads its data once, so it mounts afresh). */
  const remount = useCallback(
    (tree: Node) => {
      const data = toPuckData(tree, registry);
      setMount((m) => ({ key: m.key + 1, data }));
      updateProblems(data);
      return data;
    },
    [updateProblems],
  );

  const loadDraft = useCallback(
    (next: DocumentRecord) => {
      sync.reset(next);
      setDoc(next);
      remount(next.draft);
      setPanel(null);
    },
    [sync, remount],
  );

  // Work that could not be saved when the editor closed (say, the session expired) is kept for
  // this tab and offered again when the page is opened.
  const [stash, setStash] = useState<Stash | null>(() => {
    const found = readStash(setup.doc.id);
    return found && !jsonEqual(found.tree, normalizeSlots(setup.doc.draft, registry)) ? found : null;
  });
  const statusRef = useRef(status);
  statusRef.current = status;
  const { baseTree, currentTree } = sync;
  useEffect(() => {
    if (status.state === 'saved' && !stash) clearStash(doc.id);
  }, [status.state, stash, doc.id]);
  useEffect(
    () => () => {
      if (statusRef.current.state === 'saved') return;
      try {
        writeStash(doc.id, { savedAt: new Date().toISOString(), base: baseTree(), tree: currentTree() });
      } catch {
        // A tree that cannot be converted cannot be kept either.
      }
    },
    [doc.id, baseTree, currentTree],
  );

  // A save that meets a newer draft opens the conflict dialog at once.
  useEffect(() => {
    if (status.state === 'conflict') setPanel({ name: 'conflict' });
  }, [status.state]);

  const config = useMemo<Config>(() => buildPuckConfig({ registry, views: canvasViews, rootKind }), [rootKind]);

  const renderContext = useMemo<RenderContextValue | null>(() => {
    if (!isSiteId(site)) return null;
    return {
      site: { id: site, name: setup.site.name, logoSvg: setup.site.logoSvg },
      path: doc.path,
      partials: setup.partials,
      editing: true,
      renderTree: (node) => createTreeRenderer({ registry, views, audience: 'all' }).render(node),
      ...(gateView
        ? {
            platformForm: (
              <div className="pe-gate-placeholder">
                Visitors who have not entered the access code see its form here, with the two slots around it, instead of the banner and main
                content.
              </div>
            ),
          }
        : {}),
    };
  }, [site, setup, doc.path, gateView]);

  const canvasSettings = useMemo(() => ({ site, stylesheet: setup.stylesheet }), [site, setup.stylesheet]);
  const mediaLibrary = useMemo(() => ({ api }), [api]);
  const saveNow = sync.saveNow;

  // Once everything is saved, a message that it was not would contradict the toolbar.
  useEffect(() => {
    if (status.state === 'saved') setCloseError(null);
  }, [status.state]);

  const close = useCallback(async () => {
    setCloseError(null);
    if (status.state !== 'saved' && !(await saveNow())) {
      setCloseError('Your latest changes are not saved. Resolve the problem shown in the toolbar, or reload the page to discard them.');
      return;
    }
    onClose();
  }, [status.state, saveNow, onClose]);

  const problemList = useMemo(() => [...problems.values()], [problems]);
  const toolbar = useMemo<ToolbarModel>(
    () => ({
      status,
      doc,
      canPublish: choices.publish,
      askReview: choices.askReview,
      others,
      problems: problemList,
      warnings,
      gateView,
      save: () => void saveNow(),
      open: setPanel,
      toggleGateView: () => setGateView((v) => !v),
      close: () => void close(),
    }),
    [status, doc, choices.publish, choices.askReview, others, problemList, warnings, gateView, saveNow, close],
  );

  const closePanel = useCallback(() => setPanel(null), []);
  const rootRef = useRef<HTMLDivElement>(null);
  usePuckAccessibility(rootRef);

  const changeLayout = useCallback(
    async (to: PageLayoutKind): Promise<boolean> => {
      if (status.state === 'conflict') throw new Error('Resolve the conflict with the newer draft first.');
      const data = remount(switchLayout(currentTree(), to));
      syncOnChange(data);
      return saveNow();
    },
    [status.state, remount, currentTree, syncOnChange, saveNow],
  );

  const layoutChoice = useMemo<LayoutChoice | null>(() => {
    if (panel?.name !== 'settings' || !offersLayoutChoice({ site: setup.site, kind: doc.kind })) return null;
    if (!isPageLayout(rootKind)) return null;
    // The canvas is inert while the dialog is open: the tree is read when it opens and after a change.
    let bannerCount = 0;
    try {
      bannerCount = currentTree().slots.banner?.length ?? 0;
    } catch {
      // Data the adapter cannot read cannot be saved either; the toolbar already says so.
    }
    return { current: rootKind, bannerCount, change: changeLayout };
  }, [panel, site, doc.kind, rootKind, mount.key, currentTree, changeLayout]);

  return (
    <div className="pe-root" ref={rootRef}>
      <ToolbarContext value={toolbar}>
        <Problems value={problems}>
          <CanvasSettings value={canvasSettings}>
            <RenderContext value={renderContext}>
              <MediaLibrary value={mediaLibrary}>
                <Puck
                  key={mount.key}
                  config={config}
                  data={mount.data as unknown as Data}
                  onChange={onChange}
                  overrides={OVERRIDES}
                  iframe={IFRAME}
                  viewports={VIEWPORTS}
                  ui={INITIAL_UI}
                  headerTitle={doc.title}
                  headerPath={doc.path}
                  height="100%"
                  _experimentalVirtualization={VIRTUALIZE}
                />
              </MediaLibrary>
            </RenderContext>
          </CanvasSettings>
        </Problems>
      </ToolbarContext>
      {published !== null && <PublishedNotice version={published} href={liveUrl(setup.site, doc.path)} onDismiss={() => setPublished(null)} />}
      <PanelResizer root={rootRef} />
      {closeError && (
        <div className="admin-notice admin-notice--error pe-close-error" role="alert">
          <p>{closeError}</p>
          <button type="button" className="admin-button admin-button--ghost" onClick={() => setCloseError(null)}>
            Dismiss
          </button>
        </div>
      )}
      {stash && (
        <Dialog title="Restore unsaved changes?" onClose={() => setStash(null)} role="alertdialog">
          <p>
            Changes to this page made {formatWhen(stash.savedAt)} could not be saved before the editor closed. They were kept in this browser tab.
          </p>
          <div className="pe-dialog-actions">
            <button
              type="button"
              className="admin-button"
              data-autofocus
              onClick={() => {
                const merged = mergeTrees({ base: stash.base, theirs: normalizeSlots(doc.draft, registry), ours: stash.tree }).tree;
                const data = remount(merged);
                sync.rebase({ revision: doc.draftRevision, base: doc.draft, data });
                setStash(null);
              }}
            >
              Restore my changes
            </button>
            <button
              type="button"
              className="admin-button admin-button--secondary"
              onClick={() => {
                clearStash(doc.id);
                setStash(null);
              }}
            >
              Discard them
            </button>
          </div>
        </Dialog>
      )}
      {panel?.name === 'conflict' && status.state === 'conflict' && (
        <ConflictDialog
          api={api}
          documentId={doc.id}
          registry={registry}
          people={others}
          selfEmail={user.email}
          baseTree={sync.baseTree}
          currentTree={sync.currentTree}
          onReload={loadDraft}
          onKeepMine={({ theirs, tree }) => {
            setDoc(theirs);
            const data = remount(tree);
            sync.rebase({ revision: theirs.draftRevision, base: theirs.draft, data });
            setPanel(null);
          }}
          onClose={closePanel}
        />
      )}
      {panel?.name === 'review' && (
        <ReviewDialog api={api} doc={doc} problems={problemList} canAsk={choices.askReview} saveFirst={saveNow} revision={sync.revision} onClose={closePanel} />
      )}
      {panel?.name === 'publish' && choices.publish && (
        <PublishDialog
          api={api}
          doc={doc}
          urgentOnly={choices.urgent}
          problems={problemList}
          saveFirst={saveNow}
          revision={sync.revision}
          onPublished={(next, version) => {
            setDoc(next);
            setPublished(version);
            closePanel();
          }}
          onClose={closePanel}
        />
      )}
      {panel?.name === 'unpublish' && publisher && <UnpublishDialog api={api} doc={doc} needsApproval={setup.site.needsApproval} admin={choices.urgent} onDone={setDoc} onClose={closePanel} />}
      {panel?.name === 'discard' && <DiscardDialog api={api} doc={doc} saveFirst={saveNow} revision={sync.revision} onDiscarded={loadDraft} onClose={closePanel} />}
      {panel?.name === 'history' && (
        <HistoryPanel
          api={api}
          doc={doc}
          registry={registry}
          canRestore={publisher}
          saveFirst={saveNow}
          currentTree={sync.currentTree}
          currentRevision={sync.revision}
          onRestored={loadDraft}
          onClose={closePanel}
        />
      )}
      {panel?.name === 'settings' && (
        <SettingsDialog
          api={api}
          doc={doc}
          canSetAccessCode={publisher}
          saveMeta={sync.saveMeta}
          layout={layoutChoice}
          onAccessCodeChanged={setDoc}
          onClose={closePanel}
        />
      )}
      {panel?.name === 'preview' && <PreviewPanel api={api} doc={doc} initialState={panel.state} currentTree={sync.currentTree} onClose={closePanel} />}
      {panel?.name === 'share' && <ShareDialog api={api} doc={doc} saveFirst={saveNow} onClose={closePanel} />}
    </div>
  );
}

function UnpublishDialog({ api, doc, needsApproval, admin, onDone, onClose }: { api: Api; doc: DocumentRecord; needsApproval: boolean; admin: boolean; onDone(doc: DocumentRecord): void; onClose(): void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [asked, setAsked] = useState(false);
  const approval = useTakeOff({ needsApproval, admin });
  async function unpublish() {
    if (approval.missing) return setError(approval.missing);
    setBusy(true);
    setError(null);
    try {
      const outcome = await takeOff(api, approval, {
        doc,
        action: 'unpublish',
        go: async (urgency) => onDone((await api.call(routes.unpublishDocument, { params: { id: doc.id }, body: urgency })).document),
      });
      if (outcome === 'asked') setAsked(true);
      else onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog title="Unpublish this page?" onClose={onClose} role="alertdialog">
      <p>
        Visitors will no longer find {doc.path} on the site. The draft and the version history stay, and you can publish again at any time.
      </p>
      {asked ? (
        <p role="status" className="admin-notice admin-notice--success">
          Review requested: the page stays live until someone approves taking it off the site.
        </p>
      ) : (
        <TakeOffFields state={approval} verb="unpublish" />
      )}
      <div className="pe-dialog-actions">
        {!asked && (
          <button type="button" className="admin-button admin-button--danger" onClick={unpublish} disabled={busy} data-autofocus>
            {approval.mode === 'review' ? 'Ask for review' : 'Unpublish'}
          </button>
        )}
        <button type="button" className="admin-button admin-button--secondary" onClick={onClose} disabled={busy}>
          {asked ? 'Close' : 'Cancel'}
        </button>
      </div>
      <FormError message={error} />
    </Dialog>
  );
}
