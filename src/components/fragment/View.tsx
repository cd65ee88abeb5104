import type { PropsOf } from '../../core/component';
import type { ViewProps } from '../view';
import type { fragment } from './definition';

export default function FragmentView({ slots }: ViewProps<PropsOf<typeof fragment>>) {
  return <>{slots.content}</>;
}
