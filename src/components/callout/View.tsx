import type { PropsOf } from '../../core/component';
import type { ViewProps } from '../view';
import type { callout } from './definition';
import { platformId } from '../../core/ids';

type CalloutProps = PropsOf<typeof callout>;

/** Colour alone must not carry the meaning (WCAG 1.4.1), so screen readers hear it too. */
const MEANING: Partial<Record<CalloutProps['intent'], string>> = {
  info: 'Information',
  good: 'Success',
  warn: 'Warning',
  bad: 'Important',
};

export default function CalloutView({ id, props, slots }: ViewProps<CalloutProps>) {
  const headingId = platformId(id, 'heading');
  const meaning = MEANING[props.intent];
  return (
    <div
      className={`t-callout t-callout--${props.intent}`}
      role="note"
      aria-labelledby={props.heading ? headingId : undefined}
    >
      {meaning ? <span className="t-callout__meaning">{`${meaning}: `}</span> : null}
      {props.heading ? (
        <p className="t-callout__heading" id={headingId}>
          {props.heading}
        </p>
      ) : null}
      {props.text ? <p className="t-callout__text">{props.text}</p> : null}
      {slots.content}
    </div>
  );
}
