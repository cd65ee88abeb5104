import { createContext, useContext, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useGetPuck } from '@puckeditor/core';
import type { SaveStatus } from './draft-sync';
import { useKeepSelectionOnViewportChange } from './keep-selection';
import { useNamedDragAnnouncements } from './puck-a11y';
import { PREVIEW_STATES, type PreviewState } from './PreviewPanel';
import { mayDiscard } from './DiscardDialog';
import type { DocumentRecord, PresentEditor } from './types';
import type { NodeProblem } from './contexts';
import { describePath, ROOT_ID, type PageWarning } from './validation';

export type Panel =
  | { name: 'publish' }
  | { name: 'unpublish' }
  | { name: 'discard' }
  | { name: 'history' }
  | { name: 'settings' }
  | { name: 'preview'; state: PreviewState }
  | { name: 'share' }
  | { name: 'review' }
  | { name: 'conflict' };

export interface ToolbarModel {
  status: SaveStatus;
  doc: DocumentRecord;
  canPublish: boolean;
  /** "Ask for review…" where Publish would be (a User, or anyone on a site that needs approval). */
  askReview: boolean;
  others: PresentEditor[];
  problems: NodeProblem[];
  /** What deserves a look but stops nothing (a second header): listed with the problems. */
  warnings?: PageWarning[];
  /** The canvas shows what a gated page shows before the access code. */
  gateView: boolean;
  save(): void;
  open(panel: Panel): void;
  toggleGateView(): void;
  close(): void;
}

export const ToolbarContext = createContext<ToolbarModel | null>(null);

export function statusText(status: SaveStatus): string {
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

/**
 * A disclosure menu: a button that opens a list of actions, closed by choosing one, Escape or
 * moving focus away. The list opens in the top layer (a popover), so Puck's header, which
 * scrolls its overflow, cannot cut it off and nothing on the canvas can cover it; it stays
 * next to its button in the DOM, so Tab reaches it from the button.
 */
function Menu({
  label,
  name,
  accessibleName,
  children,
}: {
  label: ReactNode;
  name: string;
  /** When the visible label alone is too short to tell it apart; it starts with the label. */
  accessibleName?: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  useLayoutEffect(() => {
    const el = list.current;
    if (!open || !el) return;
    const place = () => {
      const anchor = button.current?.getBoundingClientRect();
      if (!anchor) return;
      const gap = 4;
      const margin = 8;
      el.style.top = `${anchor.bottom + gap}px`;
      el.style.maxHeight = `${Math.max(window.innerHeight - anchor.bottom - gap - margin, 120)}px`;
      // Right edges aligned, kept inside the window.
      const width = el.offsetWidth;
      el.style.left = `${Math.max(margin, Math.min(anchor.right - width, window.innerWidth - width - margin))}px`;
    };
    el.showPopover();
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [open]);

  return (
    <div
      className="pe-menu"
      data-menu={name}
      onBlur={(e) => {
        // Focus left the menu (a click on the canvas, Tab past the last item): close it.
        if (open && !e.currentTarget.contains(e.relatedTarget as globalThis.Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          close();
        } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
          const items = [...(list.current?.querySelectorAll<HTMLButtonElement>('.pe-menu__item') ?? [])];
          if (items.length === 0) return;
          e.preventDefault();
          const at = items.indexOf(document.activeElement as HTMLButtonElement);
          const next = e.key === 'ArrowDown' ? (at + 1) % items.length : (at <= 0 ? items.length : at) - 1;
          items[next]!.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="admin-button admin-button--secondary"
        aria-label={accessibleName}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        {label} <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div ref={list} id={id} className="pe-menu__list" popover="manual">
          {children(close)}
        </div>
      )}
    </div>
  );
}

function MenuItem({ onClick, children, pressed }: { onClick(): void; children: ReactNode; pressed?: boolean }) {
  return (
    <li>
      <button type="button" className="pe-menu__item" aria-pressed={pressed} onClick={onClick}>
        {children}
      </button>
    </li>
  );
}

/** Lists the invalid components, then the warnings; choosing one selects it so its fields show. */
function ProblemsMenu({ problems, warnings = [] }: { problems: NodeProblem[]; warnings?: PageWarning[] }) {
  const getPuck = useGetPuck();
  const select = (id: string) => {
    const { dispatch, getSelectorForId } = getPuck();
    dispatch({ type: 'setUi', ui: { itemSelector: id === ROOT_ID ? null : (getSelectorForId(id) ?? null) } });
  };
  return (
    <Menu name="problems" label={problemsLabel(problems.length, warnings.length)}>
      {(close) => (
        <ul className="pe-problems">
          {problems.map((p) => {
            const [path, text] = Object.entries(p.errors)[0]!;
            return (
              <MenuItem
                key={p.id}
                onClick={() => {
                  select(p.id);
                  close();
                }}
              >
                <strong>{p.label}</strong> — {describePath(path)}: {text}
              </MenuItem>
            );
          })}
          {warnings.map((w, i) => (
            <MenuItem
              key={`warning-${i}-${w.id}`}
              onClick={() => {
                select(w.id);
                close();
              }}
            >
              <strong>Warning: {w.label}</strong> — {w.message}
            </MenuItem>
          ))}
        </ul>
      )}
    </Menu>
  );
}

/** "2 problems", "1 warning", "1 problem, 2 warnings". */
export function problemsLabel(problems: number, warnings: number): string {
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (warnings === 0) return count(problems, 'problem');
  return problems === 0 ? count(warnings, 'warning') : `${count(problems, 'problem')}, ${count(warnings, 'warning')}`;
}

/**
 * Puck's `headerActions` override: save state, presence and the page's actions on one row of
 * fixed places, so nothing moves as the status changes: the status and presence in a box of
 * fixed width (cut short with an ellipsis, the whole text in its tooltip and read out in
 * full), Save and "Resolve…" in one place, and the rarer actions in "More".
 */
export function Toolbar() {
  useKeepSelectionOnViewportChange();
  useNamedDragAnnouncements();
  const model = useContext(ToolbarContext);
  if (!model) return <></>;
  const { status, doc, canPublish, askReview, others, problems } = model;
  const text = statusText(status);
  const presence = others.length > 0 ? `Also editing: ${others.map((o) => o.name || o.email).join(', ')}` : '';
  const showUnpublish = canPublish && doc.publishedVersion !== null;
  const showDiscard = mayDiscard(doc, status.state !== 'saved');
  return (
    <div className="pe-toolbar" data-testid="editor-toolbar">
      {/* First in the row, which is aligned right: when it comes or goes, nothing else moves. */}
      {problems.length + (model.warnings?.length ?? 0) > 0 && <ProblemsMenu problems={problems} warnings={model.warnings ?? []} />}
      <div className="pe-toolbar__state">
        <span className={`pe-status pe-status--${status.state}`} role="status" aria-live="polite" title={text} data-testid="save-status">
          {text}
        </span>
        {presence && (
          <span className="pe-presence" data-testid="presence" title={presence}>
            {presence}
          </span>
        )}
      </div>
      <div className="pe-toolbar__slot pe-toolbar__slot--save">
        {status.state === 'conflict' ? (
          <button type="button" className="admin-button" onClick={() => model.open({ name: 'conflict' })}>
            Resolve…
          </button>
        ) : (
          <button type="button" className="admin-button admin-button--secondary" onClick={model.save} disabled={status.state === 'saving'}>
            Save
          </button>
        )}
      </div>
      <Menu name="preview" label="Preview">
        {(close) => (
          <ul>
            {PREVIEW_STATES.map((s) => (
              <MenuItem
                key={s.value}
                onClick={() => {
                  close();
                  model.open({ name: 'preview', state: s.value });
                }}
              >
                {s.label}
              </MenuItem>
            ))}
            <MenuItem
              onClick={() => {
                close();
                model.open({ name: 'share' });
              }}
            >
              Share preview link…
            </MenuItem>
          </ul>
        )}
      </Menu>
      <button type="button" className="admin-button admin-button--secondary" onClick={() => model.open({ name: 'history' })}>
        History
      </button>
      <button type="button" className="admin-button admin-button--secondary" onClick={() => model.open({ name: 'settings' })}>
        Settings
      </button>
      {(doc.kind === 'page' || showUnpublish || showDiscard || !askReview) && (
        <Menu name="more" label="More" accessibleName="More actions">
          {(close) => (
            <ul>
              {doc.kind === 'page' && (
                <MenuItem
                  pressed={model.gateView}
                  onClick={() => {
                    close();
                    model.toggleGateView();
                  }}
                >
                  Show the page as visitors see it before the access code
                </MenuItem>
              )}
              {showDiscard && (
                <MenuItem
                  onClick={() => {
                    close();
                    model.open({ name: 'discard' });
                  }}
                >
                  Discard changes…
                </MenuItem>
              )}
              {showUnpublish && (
                <MenuItem
                  onClick={() => {
                    close();
                    model.open({ name: 'unpublish' });
                  }}
                >
                  Unpublish…
                </MenuItem>
              )}
              {!askReview && (
                <MenuItem
                  onClick={() => {
                    close();
                    model.open({ name: 'review' });
                  }}
                >
                  Review requests…
                </MenuItem>
              )}
            </ul>
          )}
        </Menu>
      )}
      {askReview && (
        <button type="button" className={`admin-button${canPublish ? ' admin-button--secondary' : ''}`} onClick={() => model.open({ name: 'review' })}>
          Ask for review…
        </button>
      )}
      {canPublish && (
        <button type="button" className="admin-button" onClick={() => model.open({ name: 'publish' })}>
          Publish…
        </button>
      )}
      <button type="button" className="admin-button admin-button--ghost" onClick={model.close}>
        Close
      </button>
    </div>
  );
}
