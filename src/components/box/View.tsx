import type { CSSProperties } from 'react';
import type { PropsOf } from '../../core/component';
import { ALIGN_CSS, JUSTIFY_CSS, space } from '../style';
import type { ViewProps } from '../view';
import type { box } from './definition';

type BoxProps = PropsOf<typeof box>;

function flexStyle({ flex }: BoxProps): CSSProperties | undefined {
  if (flex.direction === 'none') return undefined;
  const common = { gap: space(flex.gap), alignItems: ALIGN_CSS[flex.items], justifyContent: JUSTIFY_CSS[flex.justify] };
  return flex.direction === 'row' ? { ...common, flexWrap: flex.wrap ? 'wrap' : 'nowrap' } : { ...common, height: flex.height };
}

export default function BoxView({ props, slots }: ViewProps<BoxProps>) {
  const classes = ['t-box', `t-box--${props.presets}`];
  if (props.flex.direction !== 'none') classes.push('t-box--flex', `t-box--${props.flex.direction}`);
  return (
    <div className={classes.join(' ')} style={flexStyle(props)}>
      {slots.content}
    </div>
  );
}
