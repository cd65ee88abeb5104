import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { richText } from '../../core/schemas';

export const richTextComponent = defineComponent({
  name: 'rich-text',
  label: 'Rich text',
  category: 'content',
  icon: 'text',
  description: 'Formatted text: paragraphs, lists, links, tables. Stored sanitized.',
  props: z.strictObject({
    html: richText()
      .meta({ title: 'Text', description: 'The formatted text: paragraphs, headings, lists, links and tables. Anything else is removed when saved.' })
      .default(''),
  }),
  defaults: { html: '<p>Write the text of this section.</p>' },
});
