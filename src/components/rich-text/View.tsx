import type { PropsOf } from '../../core/component';
import type { ViewProps } from '../view';
import type { richTextComponent } from './definition';

export default function RichTextView({ props }: ViewProps<PropsOf<typeof richTextComponent>>) {
  // `html` went through sanitizeRichText when the tree was validated (core/schemas richText()).
  return <div className="t-rich-text" dangerouslySetInnerHTML={{ __html: props.html }} />;
}
