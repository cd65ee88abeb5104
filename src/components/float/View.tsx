import type { PropsOf } from '../../core/component';
import { hasContent } from '../slot';
import type { ViewProps } from '../view';
import type { float } from './definition';

export default function FloatView({ props, slots }: ViewProps<PropsOf<typeof float>>) {
  const classes = ['t-float', `t-float--${props.side}`, `t-float--width-${props.width.replace('%', '')}`];
  return (
    <div className={classes.join(' ')}>
      {hasContent(slots.item) ? <div className="t-float__item">{slots.item}</div> : null}
      <div className="t-float__text">{slots.text}</div>
    </div>
  );
}
