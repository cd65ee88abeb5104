import type { FormEvent, Ref } from 'react';
import type { PropsOf } from '../../core/component';
import { platformId } from '../../core/ids';
import type { ViewProps } from '../view';
import type { agreement } from './definition';
import type { AgreementState } from './state';

export type AgreementProps = PropsOf<typeof agreement>;

export interface AgreementMarkupProps extends ViewProps<AgreementProps> {
  state: AgreementState;
  onConfirm?: (event: FormEvent<HTMLFormElement>) => void;
  contentRef?: Ref<HTMLDivElement>;
}

/**
 * The disclaimer with its confirmation form, and the content. The content is always in the
 * HTML: pending, styles.css hides it where scripts run (and shows it, without the form that
 * could not work, where they do not); open, it is hidden; confirmed, the disclaimer goes.
 */
export function Agreement({ id, props, slots, state, onConfirm, contentRef }: AgreementMarkupProps) {
  const checkboxId = platformId(id, 'confirm');
  return (
    <div className={`t-agreement t-agreement--${state}`}>
      {state === 'confirmed' ? null : (
        <div className="t-agreement__gate">
          {/* Sanitized when the tree was validated (core/schemas richText()). */}
          <div className="t-agreement__disclaimer" dangerouslySetInnerHTML={{ __html: props.disclaimer }} />
          <form className="t-agreement__form" onSubmit={onConfirm}>
            <div className="t-agreement__confirm">
              <input className="t-agreement__checkbox" type="checkbox" id={checkboxId} name="confirm" required />
              <label htmlFor={checkboxId}>{props.checkboxLabel}</label>
            </div>
            <button type="submit" className="t-button t-button--primary">
              {props.buttonLabel}
            </button>
          </form>
        </div>
      )}
      <div className="t-agreement__content" id={platformId(id, 'content')} tabIndex={-1} hidden={state === 'open'} ref={contentRef}>
        {slots.content}
      </div>
    </div>
  );
}

/** Server view: the pending state, identical to the island's first render. */
export default function AgreementView(input: ViewProps<AgreementProps>) {
  return <Agreement {...input} state="pending" />;
}
