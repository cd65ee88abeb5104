import { createContext, useContext, useId, useRef, useState, type ReactNode } from 'react';
import { useGetPuck } from '@puckeditor/core';
import type { SaveStatus } from './draft-sync';
import { PREVIEW_STATES, type PreviewState } from './PreviewPanel';
import type { DocumentRecord, PresentEditor } from './types';
import type { NodeProblem } from './contexts';
import { describePath, ROOT_ID } from './validation';

export type Panel =
  | { name: 'publish' }
  | { name: 'unpublish' }
  | { name: 'history' }
  | { name: 'settings' }
  | { name: 'preview'; state: PreviewState }
  | { name: 'share' }
  | { name: 'conflict' };

export interface ToolbarModel {
  status: SaveStatus;
  doc: DocumentRecord;
  canPublish: boolean;
  others: PresentEditor[];
  problems: NodeProblem[];
  /** The canvas shows what a gated page shows before the access code. */
  gateView: boolean;
  save(): void;
  open(panel: Panel): void;
  toggleGateView(): void;
  close(): void;
}

export const ToolbarContext = createContext<ToolbarModel | null>(null);

function statusText(status: SaveStatus): string {
  switch (status.state) {
    case 'saved':
      return 'Saved';
    case 'saving':
      return 'Saving…';
    case 'dirty':
      return 'Unsaved changes';
    case 'error':
      return `Not saved: ${status.message}`;
    case 'conflict':
      return 'Not saved: someone else saved this page';
  }
}

/** A disclosure menu: a button that opens a list of actions, closed by choosing one or Escape. */
function Menu({ label, children }: { label: string; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div
      className="pe-menu"
      onBlur={(e) => {
        // Focus left the menu (a click on the canvas, Tab past the last item): close it.
        if (open && !e.currentTarget.contains(e.relatedTarget as globalThis.Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          close();
        }
      }}
    >
      <button ref={button} type="button" className="admin-button admin-button--secondary" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {label} <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div id={id} className="pe-menu__list">
          {children(close)}
        </div>
      )}
    </div>
  );
}

/** Lists the invalid components; choosing one selects it so its fields show. */
function ProblemsMenu({ problems }: { problems: NodeProblem[] }) {
  const getPuck = useGetPuck();
  const select = (id: string) => {
    const { dispatch, getSelectorForId } = getPuck();
    dispatch({ type: 'setUi', ui: { itemSelector: id === ROOT_ID ? null : (getSelectorForId(id) ?? null) } });
  };
  return (
    <Menu label={problems.length === 1 ? '1 problem' : `${problems.length} problems`}>
      {(close) => (
        <ul className="pe-problems">
          {problems.map((p) => {
            const [path, text] = Object.entries(p.errors)[0]!;
            return (
              <li key={p.id}>
                <button
                  type="button"
                  className="pe-menu__item"
                  onClick={() => {
                    select(p.id);
                    close();
                  }}
                >
                  <strong>{p.label}</strong> — {describePath(path)}: {text}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Menu>
  );
}

/** Puck's `headerActions` override: save state, presence and the page's actions. */
export function Toolbar() {
  const model = useContext(ToolbarContext);
  if (!model) return <></>;
  const { status, doc, canPublish, others, problems } = model;
  return (
    <div className="pe-toolbar">
      <span className={`pe-status pe-status--${status.state}`} role="status" aria-live="polite" data-testid="save-status">
        {statusText(status)}
      </span>
      {status.state === 'conflict' && (
        <button type="button" className="admin-button" onClick={() => model.open({ name: 'conflict' })}>
          Resolve…
        </button>
      )}
      {others.length > 0 && (
        <span className="pe-presence" data-testid="presence">
          Also editing: {others.map((o) => o.name || o.email).join(', ')}
        </span>
      )}
      {problems.length > 0 && <ProblemsMenu problems={problems} />}
      <button type="button" className="admin-button admin-button--secondary" onClick={model.save} disabled={status.state === 'saving' || status.state === 'conflict'}>
        Save
      </button>
      <Menu label="Preview">
        {(close) => (
          <ul className="pe-menu__items">
            {PREVIEW_STATES.map((s) => (
              <li key={s.value}>
                <button
                  type="button"
                  className="pe-menu__item"
                  onClick={() => {
                    close();
                    model.open({ name: 'preview', state: s.value });
                  }}
                >
                  {s.label}
                </button>
              </li>
            ))}
            <li>
              <button
                type="button"
                className="pe-menu__item"
                onClick={() => {
                  close();
                  model.open({ name: 'share' });
                }}
              >
                Share preview link…
              </button>
            </li>
          </ul>
        )}
      </Menu>
      {doc.kind === 'page' && (
        <button type="button" className="admin-button admin-button--secondary" aria-pressed={model.gateView} onClick={model.toggleGateView}>
          Access-code view
        </button>
      )}
      <button type="button" className="admin-button admin-button--secondary" onClick={() => model.open({ name: 'history' })}>
        History
      </button>
      <button type="button" className="admin-button admin-button--secondary" onClick={() => model.open({ name: 'settings' })}>
        Settings
      </button>
      {canPublish && doc.publishedVersion !== null && (
        <button type="button" className="admin-button admin-button--secondary" onClick={() => model.open({ name: 'unpublish' })}>
          Unpublish
        </button>
      )}
      {canPublish && (
        <button
          type="button"
          className="admin-button"
          onClick={() => model.open({ name: 'publish' })}
        >
          Publish…
        </button>
      )}
      <button type="button" className="admin-button admin-button--ghost" onClick={model.close}>
        Close
      </button>
    </div>
  );
}
