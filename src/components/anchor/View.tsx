import type { PropsOf } from '../../core/component';
import type { ViewProps } from '../view';
import type { anchor } from './definition';

export default function AnchorView({ props }: ViewProps<PropsOf<typeof anchor>>) {
  return <div className="t-anchor" id={props.anchorId} />;
}
