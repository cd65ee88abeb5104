import type { PropsOf } from '../../core/component';
import type { ViewProps } from '../view';
import type { grid } from './definition';

export default function GridView({ props, slots }: ViewProps<PropsOf<typeof grid>>) {
  // min() keeps one item from overflowing a screen narrower than minWidth.
  const style = { gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${props.minWidth}px), 1fr))` };
  return (
    <div className="t-grid" style={style}>
      {slots.items}
    </div>
  );
}
