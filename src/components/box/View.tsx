import type { PropsOf } from '../../core/component';
import type { ViewProps } from '../view';
import type { box } from './definition';

export default function BoxView({ props, slots }: ViewProps<PropsOf<typeof box>>) {
  const className = `t-box t-box--${props.presets}${props.flex ? ' t-box--flex' : ''}`;
  return <div className={className}>{slots.content}</div>;
}
