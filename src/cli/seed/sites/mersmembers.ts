import {
  anchor,
  authGate,
  authorInfo,
  box,
  breadcrumb,
  callout,
  card,
  flexBox,
  grid,
  heading,
  hero,
  loginHref,
  logoutButton,
  media,
  n,
  page,
  richText,
  row,
  table,
  videoPlayer,
} from '../build';
import type { DemoDocument } from '../types';
import { footerPartial, headerPartial } from './chrome';
import { privacyPolicy } from './privacy';

const site = 'mersmembers';

const SUPPORT_PHONE = '<a href="tel:+18005550137">800 555 0137</a>';

/** Recorded training sessions (YouTube: blocked until the visitor accepts cookie category C0005). */
const RECORDED_SESSIONS: [title: string, description: string, image: string, youtubeId: string][] = [
  ['Registering a MIN at closing', 'The fields to fill in and the checks run before a registration is accepted.', 'eregistry', 'Rk5tY2uWq8N'],
  ['Transfers of servicing rights', 'Initiating a transfer, confirming it as the new servicer, and fixing rejections.', 'loss-mitigation', 'Fg9hJ3kLz6X'],
  ['Monthly reconciliation', 'Comparing your system of record with the MERS® System and clearing differences.', 'servicing-apis', 'Qa4sD7fGh1P'],
  ['eNote transfers of control', 'Transferring control and location of an eNote and accepting one as the buyer.', 'eregistry', 'Nb2vC8xZm5T'],
];

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
        card({ title: 'Members area', text: 'Procedures manual, membership rules and fee schedules, after signing in.', href: '/members' }),
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
      authorInfo([
        {
          name: 'Priya Raman',
          company: 'eRegistry product management',
          imageUrl: '/static/img/author-priya-raman.svg',
          date: '2026-02-23',
          socials: [{ network: 'email', url: 'mailto:eregistry@mersmembers.example' }],
        },
        {
          name: 'Marcus Bell',
          company: 'Member services',
          imageUrl: '/static/img/author-marcus-bell.svg',
          squareImage: true,
          date: '2026-02-23',
          socials: [{ network: 'linkedin', url: 'https://www.linkedin.com/company/mers' }],
        },
      ]),
      anchor('training'),
      heading('Training'),
      row([
        box('outlined', [heading('New member onboarding', 3), richText('<p>Two 90-minute sessions on registration, transfers and reconciliation.</p>')]),
        box('outlined', [heading('System administrators', 3), richText('<p>User management, security roles and data quality reports.</p>')]),
        box('outlined', [heading('eRegistry essentials', 3), richText('<p>eNote registration, transfers of control and delegations.</p>')]),
      ]),
      videoPlayer({
        heading: 'Recorded sessions',
        headingLevel: 3,
        items: RECORDED_SESSIONS.map(([title, description, image, id]) => ({
          title,
          description,
          thumbnailUrl: `/static/img/video-${image}.svg`,
          videoUrl: `https://www.youtube.com/watch?v=${id}`,
        })),
      }),
      anchor('contact'),
      heading('Member support'),
      flexBox('shaded', { direction: 'row', gap: 4, wrap: true, items: 'center', justify: 'between' }, [
        richText(
          `<p>Member support is available on business days from 8:00 a.m. to 7:00 p.m. ET at ${SUPPORT_PHONE}. ` +
            'Have your Org ID ready.</p>',
        ),
        richText('<p><a href="/members">Open the members area</a></p>'),
      ]),
    ],
  });
}

/** The roles that open the member guides and fee schedules (specification §6 sample roles, application key ICE). */
const MEMBER_ROLES = [
  { id: 'compliance-us', role: 'Compliance US' },
  { id: 'ice-admin', role: 'ICE Admin' },
];

const GUIDES: [document: string, edition: string, effective: string, summary: string][] = [
  ['MERS® System Procedures Manual', 'Release 52', '2/23/2026', 'How to register MINs, report transfers, deactivate loans and reconcile with the MERS® System.'],
  ['Rules of Membership', 'Amended January 2026', '1/12/2026', 'The obligations every member accepts, including timely registration and data accuracy.'],
  ['Quality Assurance Procedures Guide', 'Release 31', '2/23/2026', 'The quality assurance plan, reconciliations and the annual report each member files.'],
  ['MERS® eRegistry Procedures Manual', 'Release 18', '11/10/2025', 'Registering eNotes, transfers of control and location, delegatees and secured parties.'],
  ['Certifying Officer Guide', 'Edition 9', '6/2/2025', 'Corporate resolutions, certifying officer appointments and signing authority.'],
];

function members(): DemoDocument {
  return page({
    site,
    path: '/members',
    title: 'Members area',
    description: 'Procedures manuals, membership rules, quality assurance guides and fee schedules for signed-in MERS members.',
    main: [
      breadcrumb(['Home', '/'], ['Members area', '/members']),
      heading('Members area', 1),
      richText(
        '<p>The members area holds the documents that govern how member organizations use the MERS® System and the ' +
          'MERS® eRegistry: the procedures manuals, the Rules of Membership, the quality assurance guide and the current fee ' +
          'schedules. Everyone can read the summary of <a href="/#membership">membership types</a> and ' +
          '<a href="/#fees">transaction fees</a>; the full documents are for signed-in member staff.</p>',
      ),
      heading('What the members area holds'),
      row([
        box('outlined', [heading('Procedures', 3), richText('<p>Step-by-step rules for registrations, transfers and deactivations.</p>')]),
        box('outlined', [heading('Rules and quality', 3), richText('<p>Membership obligations, reconciliation and the annual quality report.</p>')]),
        box('outlined', [heading('Fee schedules', 3), richText('<p>Annual membership fees by tier and per-MIN transaction fees for 2026.</p>')]),
      ]),
      authGate(
        { appKey: 'ICE', roles: MEMBER_ROLES },
        {
          unauthenticated: [
            heading('Sign in to the members area'),
            richText(
              '<p>The members area is for employees of MERS member organizations (lenders, servicers, subservicers, investors ' +
                'and document custodians) who are responsible for compliance with the Rules of Membership or who administer ' +
                'their organization\u2019s MERS System users.</p>' +
                `<p><a href="${loginHref('/members')}">Sign in</a> with the e-mail address your organization registered for you; ` +
                'you come back to this page afterwards.</p>',
            ),
            n('login-chooser', {
              heading: '',
              headingLevel: 2,
              destinations: [
                { label: 'Member guides', description: 'Procedures manuals, Rules of Membership and the quality assurance guide.', href: '/members#guides' },
                { label: 'Fee schedules', description: 'Annual membership fees and MIN registration fees for 2026.', href: '/members#fee-schedules' },
              ],
            }),
            richText(
              '<p>No account yet, or locked out? Your organization\u2019s MERS System security administrator requests accounts for ' +
                `employees. Member support can help on business days from 8:00 a.m. to 7:00 p.m. ET at ${SUPPORT_PHONE}; have your Org ID ready.</p>`,
            ),
          ],
          unauthorized: [
            heading('Your account has no access to member documents'),
            richText(
              '<p>You are signed in, but your account does not have the compliance or administrator access the members area ' +
                'requires (the Compliance US or ICE Admin role).</p>' +
                '<h3>How to request access</h3>' +
                '<ol><li>Ask your organization\u2019s MERS System security administrator to confirm that your job needs the member documents.</li>' +
                '<li>The administrator e-mails member support with your name, the e-mail address you sign in with and your Org ID.</li>' +
                '<li>Access is usually granted within two business days. Sign out and sign in again to see the documents.</li></ol>' +
                `<p>Questions: member support at ${SUPPORT_PHONE}, business days from 8:00 a.m. to 7:00 p.m. ET.</p>`,
            ),
            richText('<p>Signed in with the wrong account? Sign out and sign in with your member account.</p>'),
            logoutButton(),
          ],
          authorized: [
            anchor('guides'),
            heading('Member guides'),
            richText(
              table({
                caption: 'Member guides in force',
                head: ['Document', 'Edition', 'Effective', 'What it covers'],
                rows: GUIDES,
              }),
            ),
            heading('MERS® System Procedures Manual', 3),
            richText(
              '<ul><li>Register each loan on the MERS® System within 7 calendar days of the note date, with the MIN printed on the security instrument.</li>' +
                '<li>Report a transfer of servicing rights within 14 calendar days of its effective date; the new servicer confirms it.</li>' +
                '<li>Report a transfer of beneficial rights within 7 calendar days of the transfer; the investor confirms it.</li>' +
                '<li>Deactivate a MIN within 7 calendar days of payoff, foreclosure sale or assignment out of MERS.</li></ul>',
            ),
            heading('Rules of Membership', 3),
            richText(
              '<p>Members keep MERS System data accurate and current, appoint certifying officers only by corporate resolution, ' +
                'and name MERS as mortgagee only on loans registered on the MERS System. Rule 3 sets the registration duties, ' +
                'Rule 8 the quality assurance duties and Rule 9 the consequences of non-compliance, which range from remediation ' +
                'plans to termination of membership.</p>',
            ),
            heading('Quality Assurance Procedures Guide', 3),
            richText(
              '<ul><li>Adopt a written quality assurance plan and review it every year.</li>' +
                '<li>Reconcile MERS System data against your servicing system at least monthly for servicing data and quarterly for investor data.</li>' +
                '<li>File the Annual Report by April 30 for the previous calendar year, signed by an officer of the organization.</li>' +
                '<li>Correct data errors within 30 days of finding them or of notice from MERS.</li></ul>',
            ),
            anchor('fee-schedules'),
            heading('Fee schedules'),
            richText(
              table({
                caption: 'Annual membership fees, effective January 1, 2026',
                head: ['Membership', 'MINs registered in the previous year', 'Annual fee', 'Invoiced'],
                rows: [
                  ['General, tier 1', 'More than 5,000', '$7,500', 'January'],
                  ['General, tier 2', '1,000 to 5,000', '$2,500', 'January'],
                  ['General, tier 3', 'Fewer than 1,000', '$750', 'January'],
                  ['Lite', 'Registers at closing only, sells servicing-released', '$264', 'January'],
                  ['Patron', 'Does not register loans', '$1,000', 'January'],
                ],
              }),
            ),
            richText(
              table({
                caption: 'MIN registration and transaction fees, effective January 1, 2026',
                head: ['Transaction', 'General member', 'Lite member'],
                rows: [
                  ['MIN registration', '$6.95', '$11.95'],
                  ['MIN registration after the 7-day deadline', '$6.95 plus $3.00', '$11.95 plus $3.00'],
                  ['Transfer of servicing rights', '$2.95', 'Not applicable'],
                  ['Transfer of beneficial rights', 'No charge', 'No charge'],
                  ['MIN deactivation', 'No charge', 'No charge'],
                  ['eNote registration on the MERS® eRegistry', '$2.75', '$2.75'],
                  ['eNote transfer of control', '$1.50', '$1.50'],
                  ['Additional certifying officer, per year', '$40.00', '$40.00'],
                ],
              }),
            ),
            callout({
              intent: 'info',
              heading: 'How billing works',
              text:
                'The annual fee is invoiced in January at the tier set by the previous year\u2019s registrations. Transaction fees are ' +
                'invoiced monthly in arrears and are due within 30 days.',
            }),
            heading('Finished?'),
            richText('<p>Sign out when you are done, especially on a shared computer.</p>'),
            logoutButton(),
          ],
        },
      ),
    ],
  });
}

export function mersmembersDocuments(): DemoDocument[] {
  return [
    headerPartial({
      site,
      ctas: [
        { title: 'Member fees', href: '/#fees', isButton: true },
        { title: 'Sign in', href: '/login' },
      ],
      menus: [
        {
          title: 'Membership',
          sections: [
            { title: 'Joining', links: [['Membership types', '/#membership'], ['Fees', '/#fees']] },
            { title: 'For members', links: [['Members area', '/members', 'Guides and fee schedules, after signing in']] },
          ],
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
        { title: 'Membership', links: [['Membership types', '/#membership'], ['Fees', '/#fees'], ['Members area', '/members']] },
        { title: 'Help', links: [['Training', '/#training'], ['Member support', '/#contact']] },
      ],
      socials: [{ network: 'linkedin', href: 'https://www.linkedin.com/company/mers' }],
    }),
    home(),
    members(),
    privacyPolicy({
      site,
      controller: 'MERSCORP Holdings, Inc.',
      services: 'the member website, the MERS System and the MERS eRegistry',
      address: '11950 Commonwealth Square, Suite 200, Reston, VA 20191, United States',
      updated: 'January 8, 2026',
    }),
  ];
}
