import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Node } from '../../core/node';
import type { Api } from '../api.client';
import { Dialog } from '../ui/Dialog';
import { FormError, Loading } from '../ui/states';
import { formatWhen } from '../format';
import { gatePreviewOptions, SIGNED_OUT } from './gate-preview';
import { PreviewLinkList } from './PreviewLinkList';
import type { DocumentRecord } from './types';
import { routes } from '../../core/contracts';
import { PREVIEW_ESCAPE_MESSAGE } from '../../core/ids';

export type PreviewState = 'normal' | 'before' | 'after';

export const PREVIEW_STATES: { value: PreviewState; label: string }[] = [
  { value: 'normal', label: 'As visitors see it' },
  { value: 'before', label: 'Before entering the access code' },
  { value: 'after', label: 'After entering the access code' },
];

const WIDTHS = [
  { label: 'Mobile', width: 360 },
  { label: 'Tablet', width: 768 },
  { label: 'Desktop', width: 1280 },
];

/** The draft rendered by the server as a visitor in the chosen state would get it. */
export function PreviewPanel({
  api,
  doc,
  initialState,
  currentTree,
  onClose,
}: {
  api: Api;
  doc: DocumentRecord;
  initialState: PreviewState;
  currentTree(): Node;
  onClose(): void;
}) {
  const stateId = useId();
  const visitorId = useId();
  const [state, setState] = useState<PreviewState>(initialState);
  const [width, setWidth] = useState(1280);
  const [html, setHtml] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const tree = useRef(currentTree());
  // Auth gates: whom the page is shown to (none of this when the page has no gate).
  const visitorOptions = useMemo(() => gatePreviewOptions(tree.current), []);
  const [visitorChoice, setVisitorChoice] = useState(SIGNED_OUT);
  const visitor = visitorOptions.find((o) => o.value === visitorChoice)?.visitor;
  const frame = useRef<HTMLIFrameElement>(null);

  // Escape inside the frame stays in its document; the preview passes it on (render/client/preview.client.ts).
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.data === PREVIEW_ESCAPE_MESSAGE && event.source !== null && event.source === frame.current?.contentWindow) onClose();
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, [onClose]);

  useEffect(() => {
    let current = true;
    setHtml(null);
    setError(null);
    const previewState = { ...(state === 'normal' ? {} : { accessCode: state }), ...(visitor ? { visitor } : {}) };
    const body = {
      tree: tree.current,
      kind: doc.kind,
      path: doc.path,
      title: doc.title,
      ...(Object.keys(previewState).length > 0 ? { state: previewState } : {}),
    };
    api
      .text(routes.renderTree, { params: { site: doc.site }, body })
      .then((text) => current && setHtml(text))
      .catch((e: unknown) => current && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      current = false;
    };
  }, [api, doc, state, visitor]);

  return (
    <Dialog title={`Preview: ${doc.title}`} onClose={onClose}>
      <div className="pe-preview">
        <div className="pe-preview__bar">
          <div className="admin-field">
            <label htmlFor={stateId} className="admin-field__label">
              Visitor
            </label>
            <select id={stateId} className="admin-input" value={state} onChange={(e) => setState(e.target.value as PreviewState)}>
              {PREVIEW_STATES.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
          {visitorOptions.length > 0 && (
            <div className="admin-field">
              <label htmlFor={visitorId} className="admin-field__label">
                Preview as
              </label>
              <select id={visitorId} className="admin-input" value={visitorChoice} onChange={(e) => setVisitorChoice(e.target.value)}>
                {visitorOptions.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div role="group" aria-label="Width" className="pe-segmented">
            {WIDTHS.map((w) => (
              <button key={w.width} type="button" className="admin-button admin-button--secondary" aria-pressed={width === w.width} onClick={() => setWidth(w.width)}>
                {w.label}
              </button>
            ))}
          </div>
        </div>
        {state !== 'normal' && !doc.hasAccessCode && <p className="pe-hint">This page has no access code yet; visitors will not be asked for one.</p>}
        <FormError message={error} />
        {html === null && !error ? (
          <Loading>Rendering the preview…</Loading>
        ) : (
          html !== null && (
            <div className="pe-preview__stage">
              <iframe ref={frame} title="Page preview" srcDoc={html} sandbox="allow-scripts" style={{ width }} data-preview-state={state} data-preview-visitor={visitor ? visitorChoice : undefined} />
            </div>
          )
        )}
      </div>
    </Dialog>
  );
}

/**
 * Creates an expiring, read-only link to the saved draft for reviewers without an account,
 * then lists the page's links so that any of them can be revoked.
 */
export function ShareDialog({ api, doc, saveFirst, onClose }: { api: Api; doc: DocumentRecord; saveFirst(): Promise<boolean>; onClose(): void }) {
  const urlId = useId();
  const [link, setLink] = useState<{ id: string; url: string; expiresAt: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const create = useCallback(async () => {
    setError(null);
    setCopied(false);
    try {
      if (!(await saveFirst())) throw new Error('The draft could not be saved, so the link would show an older version.');
      const made = await api.call(routes.createPreviewLink, { params: { id: doc.id }, body: {} });
      // Absolute, on the site's own origin, where the page's links work (not the editor's host).
      setLink({ id: made.id, url: made.url, expiresAt: made.expiresAt });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, [api, doc.id, saveFirst]);

  useEffect(() => {
    void create();
  }, [create]);

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
    } catch {
      input.current?.select();
      document.execCommand('copy');
    }
    setCopied(true);
  }

  return (
    <Dialog title="Share a preview link" onClose={onClose}>
      <div className="pe-share">
        <p>Anyone with this link can see the saved draft of this page, read-only, until it expires or is revoked. It needs no account.</p>
        {!link && !error && <Loading>Creating the link…</Loading>}
        {link && (
          <>
            <div className="pe-inline-form">
              <div className="admin-field">
                <label htmlFor={urlId} className="admin-field__label">
                  Preview link
                </label>
                <input ref={input} id={urlId} className="admin-input pe-share__url" readOnly value={link.url} onFocus={(e) => e.target.select()} />
              </div>
              <button type="button" className="admin-button" onClick={copy}>
                Copy link
              </button>
            </div>
            <p className="pe-hint" data-testid="preview-link-expiry">
              Opens on {new URL(link.url).host}. Expires {formatWhen(link.expiresAt)}.
            </p>
            <div role="status" aria-live="polite">
              {copied ? 'Copied.' : ''}
            </div>
          </>
        )}
        <FormError message={error} />
        {(link || error) && <PreviewLinkList api={api} documentId={doc.id} newLinkId={link?.id ?? null} />}
      </div>
    </Dialog>
  );
}
