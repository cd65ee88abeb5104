import { Fragment } from 'react';
import type { PropsOf } from '../../core/component';
import { headingLevel } from '../../core/heading';
import { platformId } from '../../core/ids';
import type { ViewProps } from '../view';
import type { countdownTimer } from './definition';
import { countdown, headingText, type Countdown } from './units';

export type CountdownTimerProps = PropsOf<typeof countdownTimer>;

/** The id of the counter's heading: present in the HTML exactly while the counter shows. */
export function counterId(nodeId: string): string {
  return platformId(nodeId, 'counter');
}

/**
 * The counter (a heading: the header, then the time left) or, once the time is up, the
 * timeUp slot. While counting, the slot is in the HTML but hidden, so the island can show it
 * when the time runs out on a page that was rendered before.
 */
export function CountdownTimer({ id, props, slots, state }: ViewProps<CountdownTimerProps> & { state: Countdown }) {
  const Heading = `h${headingLevel(headingText(props.header, props.durationUnit), props.headerLevel)}` as const;
  return (
    <div className="t-countdown-timer">
      {state.up ? null : (
        <Heading className="t-countdown-timer__counter" id={counterId(id)}>
          {props.header ? <span className="t-countdown-timer__header">{props.header}</span> : null}
          {props.header ? ' ' : null}
          <span className="t-countdown-timer__parts" role="timer">
            {state.parts.map((p, i) => (
              <Fragment key={p.unit}>
                {i > 0 ? ' ' : null}
                <span className="t-countdown-timer__part">
                  <span className="t-countdown-timer__value">{p.value}</span> <span className="t-countdown-timer__unit">{p.word}</span>
                </span>
              </Fragment>
            ))}
          </span>
        </Heading>
      )}
      <div className="t-countdown-timer__time-up" hidden={!state.up}>
        {slots.timeUp}
      </div>
    </div>
  );
}

/**
 * Server view: the counter as of rendering, or only the timeUp slot when the date has passed.
 * Published pages are cached, so the island decides again in the browser.
 */
export default function CountdownTimerView(input: ViewProps<CountdownTimerProps>) {
  const state = countdown({ now: Date.now(), target: Date.parse(input.props.date), unit: input.props.durationUnit });
  return <CountdownTimer {...input} state={state} />;
}
