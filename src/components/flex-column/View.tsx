import type { PropsOf } from '../../core/component';
import { ALIGN_CSS, JUSTIFY_CSS, space } from '../style';
import type { ViewProps } from '../view';
import type { flexColumn } from './definition';

export default function FlexColumnView({ props, slots }: ViewProps<PropsOf<typeof flexColumn>>) {
  const style = {
    gap: space(props.gap),
    height: props.height,
    alignItems: ALIGN_CSS[props.items],
    justifyContent: JUSTIFY_CSS[props.justify],
  };
  return (
    <div className="t-flex-column" style={style}>
      {slots.content}
    </div>
  );
}
