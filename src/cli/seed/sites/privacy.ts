import type { SiteId } from '../../../core/sites';
import { anchor, breadcrumb, callout, heading, page, richText, table } from '../build';
import type { DemoDocument } from '../types';

export interface PrivacyInput {
  site: SiteId;
  /** The legal entity that controls the data, e.g. "ICE Mortgage Technology, Inc." */
  controller: string;
  /** What the visitor uses, in a phrase: "our websites, market data and clearing services". */
  services: string;
  /** Postal address of the privacy office (synthetic). */
  address: string;
  updated: string;
}

/** Every site publishes a privacy policy; the structure is shared, the parties and services differ. */
export function privacyPolicy({ site, controller, services, address, updated }: PrivacyInput): DemoDocument {
  return page({
    site,
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: `How ${controller} collects, uses and protects personal information.`,
    main: [
      breadcrumb(['Home', '/'], ['Privacy Policy', '/privacy-policy']),
      heading('Privacy Policy', 1),
      richText(
        `<p><strong>Last updated ${updated}.</strong> This policy explains how ${controller} ("we", "us") handles personal ` +
          `information when you use ${services}. It applies to visitors of this website and to the representatives of our ` +
          'customers and members.</p>' +
          '<p>Jump to: <a href="#information-we-collect">Information we collect</a>, <a href="#cookies">Cookies</a>, ' +
          '<a href="#your-rights">Your rights</a>, <a href="#contact">Contact</a>.</p>',
      ),
      anchor('information-we-collect'),
      heading('Information we collect'),
      richText(
        '<ul><li><strong>Contact details</strong> you give us, such as your name, firm, job title, business e-mail address and phone number.</li>' +
          '<li><strong>Account information</strong> for registered users: user name, roles granted by your firm and sign-in history.</li>' +
          '<li><strong>Usage information</strong>: pages visited, browser type, the date and time of requests and the address of the referring page.</li>' +
          '<li><strong>Communications</strong>: the content of support requests, recorded calls to our help desks and subscription preferences.</li></ul>',
      ),
      heading('How we use information'),
      richText(
        '<p>We use personal information to provide and secure our services, to meet legal and regulatory obligations, ' +
          'to answer your requests and, where you have agreed, to send you notices and product updates. We do not sell personal information.</p>',
      ),
      richText(
        table({
          caption: 'Purposes and legal bases',
          head: ['Purpose', 'Legal basis', 'Kept for'],
          rows: [
            ['Providing accounts and services', 'Performance of a contract', 'Life of the account plus 6 years'],
            ['Regulatory record keeping', 'Legal obligation', 'As long as the applicable rule requires, typically 5 to 7 years'],
            ['Service notices and product updates', 'Consent, which you may withdraw at any time', 'Until you unsubscribe'],
            ['Website security and fraud prevention', 'Legitimate interests', '13 months'],
          ],
        }),
      ),
      anchor('cookies'),
      heading('Cookies'),
      richText(
        '<p>Strictly necessary cookies keep you signed in and remember your choices, such as a dismissed notice. Analytics cookies ' +
          'help us understand which pages are useful; we set them only with your consent. Embedded third-party content, such as ' +
          'videos, is blocked until you accept the third-party cookie category.</p>',
      ),
      anchor('your-rights'),
      heading('Your rights'),
      richText(
        '<p>Depending on where you live, you may ask us to give you a copy of your personal information, correct it, delete it, ' +
          'restrict or object to its use, or transfer it to another provider. You may also complain to your data protection authority.</p>',
      ),
      callout({
        intent: 'info',
        heading: 'Requests are answered within one month',
        text: 'We may ask you to confirm your identity before acting on a request. Complex requests can take up to two further months; we will tell you if so.',
      }),
      anchor('contact'),
      heading('Contact'),
      richText(`<p>Write to the Privacy Office, ${controller}, ${address}.</p>`),
    ],
  });
}
