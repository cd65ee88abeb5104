import type { PropsOf } from '../../core/component';
import { headingLevel } from '../../core/heading';
import type { ViewProps } from '../view';
import type { heading } from './definition';

export default function HeadingView({ props }: ViewProps<PropsOf<typeof heading>>) {
  const Tag = `h${headingLevel(props.text, props.level)}` as const;
  return <Tag className="t-heading">{props.text}</Tag>;
}
