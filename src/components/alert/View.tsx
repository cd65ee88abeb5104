import { useState } from 'react';
import type { PropsOf } from '../../core/component';
import type { ViewProps } from '../view';
import type { alert } from './definition';
import { intentClass } from './intent';
import { platformId } from '../../core/ids';

export default function AlertView({ id, props, slots }: ViewProps<PropsOf<typeof alert>>) {
  const [dismissed, setDismissed] = useState(false);
  const className = `t-alert ${intentClass(props.intent)}`;
  if (dismissed) return null;
  const role = props.intent === 'bad' || props.intent === 'warn' ? 'alert' : 'status';
  return (
    <div className={className} role={role} aria-labelledby={props.heading ? platformId(id, 'heading') : undefined}>
      <div className="t-alert__body">
        {props.heading ? (
          <p className="t-alert__heading" id={platformId(id, 'heading')}>
            {props.heading}
          </p>
        ) : null}
        {slots.content}
      </div>
      {props.dismissable ? (
        <button type="button" className="t-alert__dismiss" aria-label="Dismiss" onClick={() => setDismissed(true)}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
