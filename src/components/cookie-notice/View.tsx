import type { KeyboardEvent, Ref } from 'react';
import type { PropsOf } from '../../core/component';
import type { ViewProps } from '../view';
import { NECESSARY_CATEGORY } from './categories';
import type { cookieNotice } from './definition';
import { initialNoticeState, type NoticeState } from './state';
import { platformId } from '../../core/ids';

export type CookieNoticeProps = PropsOf<typeof cookieNotice>;

export interface CookieNoticeHandlers {
  onAcceptAll?: () => void;
  onRejectAll?: () => void;
  onSave?: () => void;
  onToggle?: (category: string) => void;
  onOpen?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  headingRef?: Ref<HTMLHeadingElement>;
  settingsRef?: Ref<HTMLButtonElement>;
}

/** The notice in a given state; the island supplies state and handlers. */
export function CookieNotice({ id, props, state, ...on }: { id: string; props: CookieNoticeProps; state: NoticeState } & CookieNoticeHandlers) {
  if (state.mode === 'pending') {
    // Nothing to show before the browser has read the choice, and nothing works without scripts.
    return <section className="t-cookie-notice" aria-label={props.heading} hidden />;
  }
  if (state.mode === 'closed') {
    return (
      <section className="t-cookie-notice t-cookie-notice--closed t-site-footer" aria-label={props.heading}>
        <button type="button" className="t-cookie-notice__settings" onClick={on.onOpen} ref={on.settingsRef}>
          {props.settingsText}
        </button>
      </section>
    );
  }
  const headingId = platformId(id, 'heading');
  return (
    <section className="t-cookie-notice t-cookie-notice--open" aria-labelledby={headingId} onKeyDown={on.onKeyDown}>
      <div className="t-cookie-notice__panel">
        <h2 className="t-cookie-notice__heading" id={headingId} tabIndex={-1} ref={on.headingRef}>
          {props.heading}
        </h2>
        <p className="t-cookie-notice__text">
          {props.messageText}
          {props.policyHref ? (
            <>
              {' '}
              <a href={props.policyHref}>{props.policyLinkText}</a>
            </>
          ) : null}
        </p>
        <details className="t-cookie-notice__choose" open={state.saved !== null || undefined}>
          <summary>{props.chooseText}</summary>
          <fieldset className="t-cookie-notice__categories">
            <legend className="t-visually-hidden">{props.chooseText}</legend>
            {props.categories.map((c) => {
              const inputId = platformId(id, c.categoryId);
              const necessary = c.categoryId === NECESSARY_CATEGORY;
              return (
                <div className="t-cookie-notice__category" key={c.categoryId}>
                  <input
                    type="checkbox"
                    id={inputId}
                    name={c.categoryId}
                    checked={necessary || state.selected.includes(c.categoryId)}
                    disabled={necessary}
                    onChange={() => on.onToggle?.(c.categoryId)}
                    aria-describedby={c.description ? `${inputId}-description` : undefined}
                  />
                  <label htmlFor={inputId}>{c.name}</label>
                  {c.description ? (
                    <p className="t-cookie-notice__description" id={`${inputId}-description`}>
                      {c.description}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </fieldset>
          <button type="button" className="t-button" onClick={on.onSave}>
            {props.saveText}
          </button>
        </details>
        <div className="t-cookie-notice__actions">
          <button type="button" className="t-button" onClick={on.onRejectAll}>
            {props.rejectAllText}
          </button>
          <button type="button" className="t-button t-button--primary" onClick={on.onAcceptAll}>
            {props.acceptAllText}
          </button>
        </div>
      </div>
    </section>
  );
}

/** Server view: the pending state, identical to the island's first render. */
export default function CookieNoticeView({ id, props }: ViewProps<CookieNoticeProps>) {
  return <CookieNotice id={id} props={props} state={initialNoticeState} />;
}
