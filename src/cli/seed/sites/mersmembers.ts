import { anchor, box, callout, card, grid, heading, hero, media, page, richText, row, table } from '../build';
import type { DemoDocument } from '../types';
import { footerPartial, headerPartial } from './chrome';
import { privacyPolicy } from './privacy';

const site = 'mersmembers';

function home(): DemoDocument {
  return page({
    site,
    path: '/',
    title: 'Member resources',
    description: 'Membership types, fees, eRegistry guides, training and support for MERS members.',
    top: [
      hero({
        heading: 'Resources for MERS members',
        imageSrc: '/static/img/card-mortgage-servicing.svg',
        imageAlt: 'House inside a circular arrow, suggesting the life of a loan',
        imageWidth: 'half',
        alignBoxes: 'left',
        box1Text: 'Fees, procedures, training and support for registering and transferring loans and eNotes.',
      }),
    ],
    main: [
      heading('Start here'),
      grid([
        card({ title: 'Membership types', text: 'General, Lite and Patron membership compared.', href: '#membership' }),
        card({ title: 'Fees', text: 'Annual fees and per-loan registration and transfer fees.', href: '#fees' }),
        card({ title: 'eRegistry', text: 'Registering eNotes and transferring control.', href: '#eregistry' }),
        card({ title: 'Training', text: 'Courses for new members and system administrators.', href: '#training' }),
      ]),
      anchor('membership'),
      heading('Membership types'),
      richText(
        table({
          caption: 'Membership types and annual fees',
          head: ['Type', 'Annual registrations', 'Annual fee'],
          rows: [
            ['General, tier 1', 'More than 5,000', '$7,500'],
            ['General, tier 2', '1,000 to 5,000', '$2,500'],
            ['General, tier 3', 'Fewer than 1,000', '$750'],
            ['Lite', 'Registers at closing only, sells servicing-released', '$264'],
            ['Patron', 'Does not register loans', '$1,000'],
          ],
        }),
      ),
      anchor('fees'),
      heading('Transaction fees'),
      richText(
        table({
          caption: 'Per-loan transaction fees',
          head: ['Transaction', 'Fee'],
          rows: [
            ['Loan registration', '$6.95'],
            ['Transfer of servicing rights', '$2.95'],
            ['Transfer of beneficial rights', 'No charge'],
            ['eNote registration', '$2.75'],
            ['eNote transfer of control', '$1.50'],
          ],
        }),
      ),
      callout({ intent: 'info', heading: 'Billing', text: 'Invoices are issued monthly in arrears and are due within 30 days.' }),
      anchor('eregistry'),
      heading('MERS eRegistry'),
      media(
        {
          imageUrl: '/static/img/card-data-technology.svg',
          altText: 'Circuit lines leading into a glowing processor chip',
          heading: 'Registering eNotes',
          headingLevel: 3,
        },
        [
          richText(
            '<ol><li>Register the eNote within one business day of closing, with its MIN and document hash.</li>' +
              '<li>Name the controller, location and any delegatee.</li>' +
              '<li>Transfer control when the loan is sold; the buyer accepts the transfer in the eRegistry.</li></ol>',
          ),
        ],
      ),
      anchor('training'),
      heading('Training'),
      row([
        box('outlined', [heading('New member onboarding', 3), richText('<p>Two 90-minute sessions on registration, transfers and reconciliation.</p>')]),
        box('outlined', [heading('System administrators', 3), richText('<p>User management, security roles and data quality reports.</p>')]),
        box('outlined', [heading('eRegistry essentials', 3), richText('<p>eNote registration, transfers of control and delegations.</p>')]),
      ]),
      anchor('contact'),
      heading('Member support'),
      richText(
        '<p>Member support is available on business days from 8:00 a.m. to 7:00 p.m. ET at <a href="tel:+18005550137">800 555 0137</a>. ' +
          'Have your Org ID ready.</p>',
      ),
    ],
  });
}

export function mersmembersDocuments(): DemoDocument[] {
  return [
    headerPartial({
      site,
      ctas: [{ title: 'Member fees', href: '/#fees', isButton: true }],
      menus: [
        {
          title: 'Membership',
          sections: [{ title: 'Joining', links: [['Membership types', '/#membership'], ['Fees', '/#fees']] }],
        },
        {
          title: 'Systems',
          sections: [{ title: 'Guides', links: [['MERS eRegistry', '/#eregistry', 'Registering eNotes'], ['Training', '/#training']] }],
        },
        {
          title: 'Help',
          sections: [{ title: 'Support', links: [['Member support', '/#contact'], ['Privacy Policy', '/privacy-policy']] }],
        },
      ],
    }),
    footerPartial({
      site,
      sections: [
        { title: 'Membership', links: [['Membership types', '/#membership'], ['Fees', '/#fees']] },
        { title: 'Help', links: [['Training', '/#training'], ['Member support', '/#contact']] },
      ],
      socials: [{ network: 'linkedin', href: 'https://www.linkedin.com/company/mers' }],
    }),
    home(),
    privacyPolicy({
      site,
      controller: 'MERSCORP Holdings, Inc.',
      services: 'the member website, the MERS System and the MERS eRegistry',
      address: '11950 Commonwealth Square, Suite 200, Reston, VA 20191, United States',
      updated: 'January 8, 2026',
    }),
  ];
}
