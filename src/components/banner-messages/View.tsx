import type { Ref } from 'react';
import type { PropsOf } from '../../core/component';
import type { ViewProps } from '../view';
import type { bannerMessages } from './definition';
import { initialBannerState, type BannerState } from './state';
import { platformId } from '../../core/ids';

export type BannerProps = PropsOf<typeof bannerMessages>;

export interface BannerMessageProps {
  id: string;
  props: BannerProps;
  state: BannerState;
  onDismiss?: () => void;
  dialogRef?: Ref<HTMLDivElement>;
}

function className(props: BannerProps, ...modifiers: string[]): string {
  const classes = ['t-banner-messages', ...modifiers.map((m) => `t-banner-messages--${m}`)];
  if (!props.displayOnDesktop) classes.push('t-banner-messages--no-desktop');
  if (!props.displayOnMobile) classes.push('t-banner-messages--no-mobile');
  return classes.join(' ');
}

/** One banner message in a given state; the island supplies the state and the handlers. */
export function BannerMessage({ id, props, state, onDismiss, dialogRef }: BannerMessageProps) {
  if (state === 'hidden' || state === 'dismissed' || state === 'expired') return null;
  if (state === 'pending') {
    // The server's HTML. styles.css shows it only where the island never runs (scripting off
    // or a browser without modules), so a dismissed banner never flashes; there are no buttons
    // because nothing would handle them there.
    return (
      <div className={className(props, 'pending')} data-banner={props.id} hidden={!props.displayOnUnsupportedBrowser || undefined}>
        {props.isModal ? <p className="t-banner-messages__title">{props.modalHeaderText}</p> : null}
        <p className="t-banner-messages__text">{props.messageText}</p>
      </div>
    );
  }
  if (props.isModal) {
    return (
      <div className={className(props, 'modal')} data-banner={props.id}>
        <div className="t-banner-messages__backdrop" />
        <div
          className="t-banner-messages__dialog"
          role="dialog"
          aria-modal="true"
          aria-labelledby={platformId(id, 'title')}
          aria-describedby={platformId(id, 'text')}
          tabIndex={-1}
          ref={dialogRef}
        >
          <h2 className="t-banner-messages__title" id={platformId(id, 'title')}>
            {props.modalHeaderText}
          </h2>
          <p className="t-banner-messages__text" id={platformId(id, 'text')}>
            {props.messageText}
          </p>
          <div className="t-banner-messages__actions">
            <button type="button" className="t-button t-button--primary" onClick={onDismiss}>
              {props.modalCloseButtonText}
            </button>
          </div>
        </div>
      </div>
    );
  }
  return (
    <div className={className(props)} data-banner={props.id}>
      <p className="t-banner-messages__text">{props.messageText}</p>
      <button type="button" className="t-banner-messages__dismiss" aria-label="Dismiss" onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** Server view: the pending state, identical to the island's first render so hydration matches. */
export default function BannerMessagesView({ id, props }: ViewProps<BannerProps>) {
  return <BannerMessage id={id} props={props} state={initialBannerState(props)} />;
}
