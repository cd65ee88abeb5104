import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Api } from '../api.client';
import { EmptyState, ErrorState, FormError, Loading, Notice } from '../ui/states';
import { formatDateTime } from '../format';
import { routes, type PreviewLinkEntry } from '../../core/contracts';

/** One link of a document, without its token. */
type PreviewLinkSummary = PreviewLinkEntry;

const STATUS_LABELS: Record<PreviewLinkSummary['status'], string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
  'author-disabled': 'Stopped: its author’s account is disabled',
};

const when = (iso: string) => formatDateTime(iso);

/**
 * The preview links of a document, newest first, with who made them and whether they still
 * work; links that still could work can be revoked after a confirmation in words.
 */
export function PreviewLinkList({ api, documentId, newLinkId }: { api: Api; documentId: string; newLinkId: string | null }) {
  const headingId = useId();
  const questionId = useId();
  const [links, setLinks] = useState<PreviewLinkSummary[] | null>(null);
  const [loadError, setLoadError] = useState<Error | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [rowError, setRowError] = useState<{ id: string; message: string } | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const revokeButtons = useRef(new Map<string, HTMLButtonElement>());
  const [focusAfter, setFocusAfter] = useState<{ to: 'heading' } | { to: 'revoke'; id: string } | null>(null);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      const { links: list } = await api.call(routes.listPreviewLinks, { params: { id: documentId } });
      setLinks(list);
    } catch (e) {
      setLoadError(e instanceof Error ? e : new Error(String(e)));
    }
  }, [api, documentId]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (confirming) keepButton.current?.focus();
  }, [confirming]);

  useEffect(() => {
    if (!focusAfter) return;
    if (focusAfter.to === 'heading') heading.current?.focus();
    else revokeButtons.current.get(focusAfter.id)?.focus();
    setFocusAfter(null);
  }, [focusAfter, links]);

  async function revoke(link: PreviewLinkSummary) {
    setBusy(true);
    setRowError(null);
    setNotice(null);
    try {
      await api.call(routes.revokePreviewLink, { params: { linkId: link.id } });
      setNotice({ kind: 'success', text: `The link made ${when(link.createdAt)} by ${link.createdBy.name} no longer opens the page.` });
      setFocusAfter({ to: 'heading' });
    } catch (e) {
      setRowError({ id: link.id, message: e instanceof Error ? e.message : String(e) });
      setFocusAfter({ to: 'revoke', id: link.id });
    } finally {
      setConfirming(null);
      setBusy(false);
      await load();
    }
  }

  function cancel(id: string) {
    setConfirming(null);
    setFocusAfter({ to: 'revoke', id });
  }

  return (
    <section className="pe-share__links" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="pe-subheading">
        Links to this page
      </h3>
      <Notice notice={notice} />
      {loadError ? (
        <ErrorState error={loadError} onRetry={() => void load()} />
      ) : !links ? (
        <Loading>Loading the links…</Loading>
      ) : links.length === 0 ? (
        <EmptyState title="No preview links yet.">
          <p>Links made for this page appear here, so you can see who shared it and stop a link from working.</p>
        </EmptyState>
      ) : (
        <table className="pe-versions pe-share__table">
          <caption className="pe-visually-hidden">Preview links of this page, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Created by</th>
              <th scope="col">Created</th>
              <th scope="col">Expires</th>
              <th scope="col">Shows</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="pe-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {links.map((link) => {
              const revocable = link.canRevoke && (link.status === 'active' || link.status === 'author-disabled');
              const described = `the link made ${when(link.createdAt)} by ${link.createdBy.name}`;
              return (
                <tr key={link.id} data-link-id={link.id} data-status={link.status}>
                  <th scope="row">
                    {link.createdBy.name}
                    {link.id === newLinkId && <span className="pe-badge">this link</span>}
                    <span className="pe-share__email">{link.createdBy.email}</span>
                  </th>
                  <td>{when(link.createdAt)}</td>
                  <td>{when(link.expiresAt)}</td>
                  <td>{link.version === null ? 'Draft' : `Version ${link.version}`}</td>
                  <td>
                    {STATUS_LABELS[link.status]}
                    {link.revokedAt && ` ${when(link.revokedAt)}`}
                  </td>
                  <td className="pe-share__actions">
                    {revocable &&
                      (confirming === link.id ? (
                        <span className="pe-confirm" role="group" aria-labelledby={questionId}>
                          <span id={questionId}>Stop this link from working? Anyone who opens it will be told it was withdrawn.</span>{' '}
                          <button type="button" className="admin-button admin-button--danger admin-button--small" onClick={() => void revoke(link)} disabled={busy}>
                            Revoke link
                          </button>{' '}
                          <button ref={keepButton} type="button" className="admin-button admin-button--secondary admin-button--small" onClick={() => cancel(link.id)} disabled={busy}>
                            Keep link
                          </button>
                        </span>
                      ) : (
                        <button
                          ref={(el) => {
                            if (el) revokeButtons.current.set(link.id, el);
                            else revokeButtons.current.delete(link.id);
                          }}
                          type="button"
                          className="admin-button admin-button--secondary admin-button--small"
                          onClick={() => {
                            setRowError(null);
                            setConfirming(link.id);
                          }}
                          disabled={busy}
                        >
                          Revoke<span className="pe-visually-hidden"> {described}</span>
                        </button>
                      ))}
                    {rowError?.id === link.id && <FormError message={rowError.message} />}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
