import { breadcrumb, heading, hero, n, page, richText, table } from '../build';
import type { DemoDocument } from '../types';

const site = 'ice';
const path = '/ice-chat/compliance';

/** Where compliance officers of firms using ICE Chat ask for archives and monitoring (issue 25 point 7). */
export function iceChatCompliance(): DemoDocument {
  return page({
    site,
    path,
    title: 'ICE Chat compliance requests',
    description: 'Compliance officers of firms using ICE Chat can request archive exports, retention changes and monitoring access for their users.',
    top: [
      hero({
        variant: 'multi-box-video',
        heading: 'ICE Chat compliance requests',
        box1Text: 'Archive exports, retention settings and monitoring access for your firm’s chat users.',
        box2Text: 'Requests are confirmed with the compliance officer on file before any record leaves ICE.',
        videoSrc: '/static/video/trading-floor-lines.webm',
        imageSrc: '/static/img/hero-markets.svg',
        imageAlt: '',
        imageHeight: 250,
      }),
    ],
    main: [
      breadcrumb(['Home', '/'], ['ICE Chat compliance requests', path]),
      richText(
        '<p>ICE Chat keeps every message and file exchanged by your firm’s users for the retention period your firm chose, seven years unless set otherwise. ' +
          'A compliance officer of the firm can ask for an export of those records, a change of the retention period, read access for monitoring staff ' +
          'or a feed to the firm’s surveillance vendor.</p>',
      ),
      heading('What happens next'),
      richText(
        table({
          caption: 'Handling of compliance requests',
          head: ['Request', 'Who confirms it', 'Usually completed in'],
          rows: [
            ['Archive export', 'ICE Chat support, by phone to the officer on file', '3 business days'],
            ['Retention settings', 'Your firm’s ICE Chat administrator', '1 business day'],
            ['Compliance monitoring access', 'ICE Chat support', '2 business days'],
            ['Surveillance vendor feed', 'ICE Chat support and the vendor', '10 business days'],
          ],
        }),
      ),
      richText('<p>Requests must come from a corporate e-mail address of the firm. Exports are delivered through the firm’s secure file transfer account, never by e-mail.</p>'),
      heading('Send a request'),
      n('chat-compliance-form', { formName: 'ICE Chat compliance request', buttonLabel: 'Send request', emailTo: 'icechat.compliance@ice.example' }),
    ],
  });
}
