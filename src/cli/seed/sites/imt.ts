import type { Node } from '../../../core/node';
import { field, sameOptions } from '../../../components/form-fields';
import {
  anchor,
  belt,
  box,
  breadcrumb,
  callout,
  card,
  grid,
  grid2024,
  heading,
  hero,
  media,
  n,
  page,
  richText,
  row,
  table,
  videoMedia,
  videoPlayer,
  type VideoItem,
} from '../build';
import type { DemoDocument } from '../types';
import { type Link, footerPartial, headerPartial } from './chrome';
import { privacyPolicy } from './privacy';

const site = 'imt';

type Group = 'Boarding and servicing' | 'Default servicing' | 'Data and automation';

interface Product {
  slug: string;
  name: string;
  group: Group;
  summary: string;
  overview: string;
  capabilities: [title: string, text: string][];
  results: string;
  related: string[];
  /** Extra sections after the capabilities, such as pricing. */
  extra?: () => Node[];
}

const ERECORDING_PRICING = (): Node[] => [
  heading('eRecording pricing'),
  richText(
    table({
      caption: 'eRecording prices by plan',
      head: ['Plan', 'Per document', 'Annual fee'],
      rows: [
        ['Standard', '$5.75', '$449'],
        ['Low volume', '$11.00', '$199'],
        ['Building contractors and trades', '$6.00', '$199'],
        ['Building contractors and trades, pay as you go', '$25.00', '$0'],
      ],
    }),
  ),
  callout({
    intent: 'info',
    heading: 'County fees are separate',
    text: 'Recording fees and transfer taxes set by each county are passed through at cost and shown on every receipt.',
  }),
];

/** A third-party map: blocked until the visitor accepts cookie category C0005. */
const RECORDING_COVERAGE = (): Node[] => [
  heading('Where we record'),
  richText('<p>Releases are recorded electronically in counties across all 50 states; the map shows the area we cover.</p>'),
  n('embed', {
    provider: 'map',
    url: 'https://www.openstreetmap.org/export/embed.html?bbox=-125.0%2C24.4%2C-66.9%2C49.4&layer=mapnik',
    title: 'Map of the United States, where automated lien releases are recorded',
    aspectRatio: '16:9',
  }),
];

const ESIGN_PRICING = (): Node[] => [
  heading('eSign pricing'),
  richText(
    table({
      caption: 'eSign prices',
      head: ['Item', 'Price'],
      rows: [
        ['Signing event without notarization', '$2.00 per event'],
        ['In-person electronic notarization', '$25.00 per notarization'],
        ['Remote online notarization', '$25.00 per notarization'],
        ['Annual platform fee', '$999'],
      ],
    }),
  ),
];

const PRODUCTS: Product[] = [
  {
    slug: 'loan-boarding',
    name: 'Loan boarding',
    group: 'Boarding and servicing',
    summary: 'Board newly closed and acquired loans in hours, with every field checked before the first payment is due.',
    overview:
      'Loan boarding takes loan files from origination systems, document custodians and prior servicers, maps them to your ' +
      'servicing system and validates them against more than 1,200 data checks. Exceptions go to work queues with the source ' +
      'document attached.',
    capabilities: [
      ['Transfer ingest', 'Accepts MISMO 3.4 files and prior servicer extracts for bulk and flow transfers.'],
      ['Data validation', 'Checks escrow, ARM, investor and insurance fields before the loan reaches the servicing system.'],
      ['Exception queues', 'Routes each failed check to the right team with the image of the source document.'],
    ],
    results: 'Servicers using loan boarding cut a 60,000-loan transfer from eleven days to three.',
    related: ['servicing-apis', 'interchange-services', 'customer-service'],
  },
  {
    slug: 'servicing-digital',
    name: 'Servicing digital',
    group: 'Boarding and servicing',
    summary: 'A branded website and mobile app where borrowers pay, view statements and manage escrow.',
    overview:
      'Borrowers make one-time and recurring payments, download statements and tax forms, request payoff quotes and ' +
      'follow escrow analyses in a portal that carries your brand. Every action posts straight to the servicing system.',
    capabilities: [
      ['Payments', 'One-time, recurring and biweekly payments with same-day posting.'],
      ['Self-service requests', 'Payoff quotes, PMI removal requests and insurance updates without a phone call.'],
      ['Paperless delivery', 'Statements, escrow analyses and notices delivered electronically with consent tracking.'],
    ],
    results: 'Sixty-eight percent of borrowers at a mid-size credit union now pay online, and call volume fell by a quarter.',
    related: ['customer-service', 'loss-mitigation', 'servicing-apis'],
    extra: () => [
      // A YouTube video: it loads nothing from YouTube before the visitor accepts cookie category C0005.
      videoMedia(
        {
          videoUrl: 'https://www.youtube.com/watch?v=Hs7dR2qLm4E',
          altText: 'Tour of the borrower portal: payments, statements and escrow',
          heading: 'See the borrower portal',
          mediaSide: 'right',
          hasTransition: true,
        },
        [
          richText(
            '<p>A four-minute tour of what borrowers see: setting up a recurring payment, downloading a year-end tax statement ' +
              'and reading an escrow analysis.</p>',
          ),
        ],
      ),
    ],
  },
  {
    slug: 'customer-service',
    name: 'Customer service',
    group: 'Boarding and servicing',
    summary: 'One desktop for agents, with the whole borrower history, scripted workflows and complaint tracking.',
    overview:
      'Agents see payments, correspondence, escrow, default status and prior calls on a single screen. Guided workflows keep ' +
      'answers consistent with investor and regulatory requirements, and every contact is logged for audit.',
    capabilities: [
      ['Single borrower view', 'Loan, payment, escrow and correspondence history in one place.'],
      ['Guided workflows', 'Scripts for payoffs, escrow shortages and hardship calls, updated centrally.'],
      ['Complaint management', 'Tracks complaints to resolution with regulatory deadlines and reporting.'],
    ],
    results: 'Average handle time fell from 7 minutes 40 seconds to 5 minutes 55 seconds in the first quarter after launch.',
    related: ['servicing-digital', 'actionable-intelligence-platform', 'loss-mitigation'],
  },
  {
    slug: 'loss-mitigation',
    name: 'Loss mitigation',
    group: 'Default servicing',
    summary: 'Decide workout options against investor guidelines and collect borrower documents electronically.',
    overview:
      'Loss mitigation evaluates forbearance, repayment plans, deferrals and modifications against Fannie Mae, Freddie Mac, FHA, ' +
      'VA and USDA waterfalls. Borrowers upload documents and sign agreements electronically, and every decision is recorded ' +
      'with the rule that produced it.',
    capabilities: [
      ['Investor waterfalls', 'Rules for each investor and program, updated as guidelines change.'],
      ['Document collection', 'Borrowers upload hardship documents from any device; missing items are chased automatically.'],
      ['Electronic signing', 'Modification agreements signed and notarized online, with a full audit trail.'],
    ],
    results: 'Time from complete application to decision dropped from 21 days to 6 days for a regional bank.',
    related: ['bankruptcy', 'customer-service', 'actionable-intelligence-platform'],
    extra: ESIGN_PRICING,
  },
  {
    slug: 'bankruptcy',
    name: 'Bankruptcy',
    group: 'Default servicing',
    summary: 'Track Chapter 7 and Chapter 13 cases, claims and payment change notices from filing to discharge.',
    overview:
      'Court filings are matched to loans each day. The system tracks automatic stays, proofs of claim, payment change ' +
      'notices and post-petition accounting, and alerts your attorneys before each deadline.',
    capabilities: [
      ['Case intake', 'Daily matching of new filings to your portfolio, with the stay applied the same day.'],
      ['Claims and notices', 'Proofs of claim and payment change notices prepared from servicing data.'],
      ['Plan accounting', 'Separates pre-petition and post-petition amounts for every Chapter 13 plan payment.'],
    ],
    results: 'One servicer cut missed payment change notice deadlines to zero across 4,300 active cases.',
    related: ['loss-mitigation', 'automated-lien-release', 'customer-service'],
  },
  {
    slug: 'actionable-intelligence-platform',
    name: 'Actionable intelligence platform',
    group: 'Data and automation',
    summary: 'Predictive models and dashboards that show which borrowers need attention before they fall behind.',
    overview:
      'The platform combines servicing data with property and credit indicators to score each loan for early delinquency, ' +
      'prepayment and refinance likelihood, and turns the scores into work lists for collections and retention teams.',
    capabilities: [
      ['Early delinquency scores', 'Flags loans likely to miss a payment within 60 days.'],
      ['Retention signals', 'Identifies borrowers shopping for a refinance so you can make the first offer.'],
      ['Portfolio dashboards', 'Delinquency, roll rates and prepayment speeds by investor, state and vintage.'],
    ],
    results: 'Outreach to the top-scored decile prevented 1,140 loans from rolling to 60 days delinquent in one year.',
    related: ['loss-mitigation', 'servicing-apis', 'customer-service'],
  },
  {
    slug: 'automated-lien-release',
    name: 'Automated lien release',
    group: 'Data and automation',
    summary: 'Prepare, sign and record lien releases automatically when a loan pays off.',
    overview:
      'When a payoff posts, the release is prepared from county-specific templates, signed electronically and submitted for ' +
      'eRecording. Each release is tracked against the state deadline until the recorded document comes back.',
    capabilities: [
      ['County templates', 'Release documents that meet the formatting rules of more than 2,500 recording jurisdictions.'],
      ['eRecording', 'Electronic submission to counties that accept it, with paper fallback for the rest.'],
      ['Deadline tracking', 'Alerts before statutory release deadlines of 30 to 90 days, depending on the state.'],
    ],
    results: 'Average time from payoff to recorded release fell from 38 days to 9 days.',
    related: ['bankruptcy', 'interchange-services', 'servicing-apis'],
    extra: () => [...RECORDING_COVERAGE(), ...ERECORDING_PRICING()],
  },
  {
    slug: 'servicing-apis',
    name: 'Servicing APIs',
    group: 'Data and automation',
    summary: 'REST APIs and webhooks for loans, payments, escrow and documents.',
    overview:
      'Build your own borrower experiences and connect vendors with documented REST APIs secured by OAuth 2.0. Webhooks ' +
      'notify your systems when payments post, escrow changes or documents arrive. A sandbox with synthetic loans is included.',
    capabilities: [
      ['Loan and payment data', 'Read balances, schedules and transaction history; post payments in real time.'],
      ['Webhooks', 'Signed event notifications with automatic retries for 24 hours.'],
      ['Sandbox', 'A full test environment with 5,000 synthetic loans in every status.'],
    ],
    results: 'Partners typically complete their first integration in under six weeks.',
    related: ['interchange-services', 'servicing-digital', 'loan-boarding'],
  },
  {
    slug: 'interchange-services',
    name: 'Interchange services',
    group: 'Data and automation',
    summary: 'Secure, scheduled exchange of loan data and documents with investors, subservicers and vendors.',
    overview:
      'Interchange services move files between your servicing system and your partners on a schedule you control. Transfers ' +
      'use SFTP with SSH keys or passwords, or FTP with GPG encryption, in both push and pull directions, with delivery ' +
      'receipts for every file.',
    capabilities: [
      ['Push and pull transfers', 'SFTP with SSH key or password, or FTP with GPG encryption.'],
      ['Format conversion', 'Converts between MISMO, investor-specific layouts and CSV.'],
      ['Monitoring', 'Alerts when a scheduled file is late, empty or fails validation.'],
    ],
    results: 'A subservicer replaced 140 hand-built file jobs with 22 monitored interchange schedules.',
    related: ['servicing-apis', 'loan-boarding', 'automated-lien-release'],
    extra: () => [
      heading('Recording and signing'),
      richText(
        '<p>Documents exchanged through interchange services can be sent on for eRecording at $5.75 per document ($449 a year) ' +
          'or signed electronically at $2.00 per signing event. See <a href="/products/automated-lien-release">automated lien release</a> ' +
          'for all eRecording plans.</p>',
      ),
    ],
  },
];

const GROUPS: Group[] = ['Boarding and servicing', 'Default servicing', 'Data and automation'];

const productHref = (p: Product) => `/products/${p.slug}`;
const bySlug = (slug: string) => PRODUCTS.find((p) => p.slug === slug)!;

function header(): DemoDocument {
  return headerPartial({
    site,
    ctas: [
      { href: '/partners/partner-with-us', title: 'Partners', hideOnMobile: true },
      { href: '/support', title: 'Get support', isButton: true },
    ],
    menus: [
      {
        title: 'Products',
        isFeatured: true,
        sections: GROUPS.map((group) => ({
          title: group,
          links: PRODUCTS.filter((p) => p.group === group).map((p): Link => [p.name, productHref(p)]),
        })),
      },
      {
        title: 'Partners',
        sections: [
          {
            title: 'Work with us',
            links: [
              ['Partner with us', '/partners/partner-with-us', 'Technology and service partner programs'],
              ['Servicing APIs', '/products/servicing-apis', 'Build on our platform'],
            ],
          },
        ],
      },
      {
        title: 'Support',
        sections: [
          {
            title: 'Help',
            links: [
              ['Customer support', '/support', 'Phone lines and hours'],
              ['System status', '/support#status', 'Current incidents and maintenance'],
            ],
          },
        ],
      },
    ],
  });
}

function footer(): DemoDocument {
  return footerPartial({
    site,
    sections: [
      ...GROUPS.map((group) => ({
        title: group,
        links: PRODUCTS.filter((p) => p.group === group).map((p) => ({ id: p.slug, title: p.name, href: productHref(p) })),
      })),
      {
        title: 'Company',
        links: [
          { id: 'partners', title: 'Partner with us', href: '/partners/partner-with-us' },
          { id: 'support', title: 'Support', href: '/support' },
        ],
      },
    ],
    socials: [
      { network: 'linkedin', href: 'https://www.linkedin.com/showcase/ice-mortgage-technology' },
      { network: 'youtube', href: 'https://www.youtube.com/@icemortgagetechnology' },
    ],
  });
}

function home(): DemoDocument {
  return page({
    site,
    path: '/',
    title: 'Home',
    description: 'Mortgage servicing software: loan boarding, borrower self-service, default servicing, data and automation.',
    top: [
      hero({
        heading: 'Servicing made simple',
        imageSrc: '/static/img/hero-mortgage.svg',
        imageAlt: 'Rooftops of a neighbourhood on green rolling hills',
        box1Text: 'Software for mortgage servicers, from the day a loan is boarded to the day its lien is released.',
        box2Text: 'Trusted by 310 banks, credit unions and independent servicers.',
      }),
    ],
    main: [
      anchor('products'),
      heading('Servicing products'),
      ...GROUPS.flatMap((group) => [
        heading(group, 3),
        grid(
          PRODUCTS.filter((p) => p.group === group).map((p) =>
            card({ title: p.name, headingLevel: 4, text: p.summary, href: productHref(p), linkText: `Explore ${p.name.toLowerCase()}` }),
          ),
          260,
        ),
      ]),
      media(
        {
          imageUrl: '/static/img/card-mortgage-servicing.svg',
          altText: 'House inside a circular arrow, suggesting the life of a loan',
          heading: 'Build with us',
          mediaSide: 'right',
          linkUrl: '/partners/partner-with-us',
          linkText: 'Become a partner',
        },
        [
          richText(
            '<p>Document vendors, payment processors and fintechs reach more than 40 million serviced loans through our partner program ' +
              'and <a href="/products/servicing-apis">servicing APIs</a>.</p>',
          ),
        ],
      ),
      belt({ background: 'header', padding: 'large' }, [
        heading('One platform for the life of the loan'),
        richText(
          '<p>Loans boarded on day one keep the same record through payments, escrow, default and payoff: no re-keying between ' +
            'systems, and one audit trail for examiners. <a href="/products/servicing-apis">See how partners connect</a>.</p>',
        ),
      ]),
      callout(
        { intent: 'primary', heading: 'Already a customer?', text: 'Support is available on business days from 8:00 a.m. to 8:00 p.m. ET.' },
        [richText('<p><a href="/support">Contact support</a></p>')],
      ),
    ],
  });
}

/** Shortcuts beside every product page, with links to share it. */
function productTools(): Node {
  const tool = (id: string, label: string, icon: string, url: string) => ({ id, label, iconUrl: `/static/img/toolset-${icon}.svg`, iconAlt: '', url });
  return n('floating-toolset', {
    links: [
      tool('contact', 'Contact support', 'phone', '/support#contact'),
      tool('demo', 'Request a demo', 'demo', '/support#contact'),
      tool('status', 'System status', 'status', '/support#status'),
      tool('partners', 'Partners', 'partners', '/partners/partner-with-us'),
    ],
    includeSocialLinks: true,
    elementId: 'product-tools',
    color: 'header',
  });
}

function productPage(p: Product): DemoDocument {
  const path = productHref(p);
  return page({
    site,
    path,
    title: p.name,
    description: p.summary,
    top: [
      hero({
        heading: p.name,
        imageHeight: 250,
        imageWidth: 'half',
        imageSrc: '/static/img/card-mortgage-servicing.svg',
        imageAlt: '',
        box1Text: p.summary,
        box1bg: 'primary',
      }),
    ],
    main: [
      breadcrumb(['Home', '/'], ['Products', '/#products'], [p.name, path]),
      heading('Overview'),
      richText(`<p>${p.overview}</p>`),
      heading('Key capabilities'),
      row(p.capabilities.map(([title, text]) => box('card', [heading(title, 3), richText(`<p>${text}</p>`)]))),
      callout({ intent: 'accent', heading: 'Customer results', text: p.results }),
      ...(p.extra?.() ?? []),
      heading('Related products'),
      grid2024(
        p.related.map((slug) => {
          const r = bySlug(slug);
          return card({ title: r.name, text: r.summary, href: productHref(r) });
        }),
      ),
      box('shaded', [
        richText('<p>Want to see it working with your own data? <a href="/support#contact">Ask for a demonstration</a>.</p>'),
      ]),
      productTools(),
    ],
  });
}

/** The partner programs as the get-started form's categories, with the products partners build on. */
const PARTNER_PROGRAMS = [
  {
    name: 'technology',
    displayName: 'Technology partner',
    campaignID: 'IMT-PTR-TECH-26',
    campaignName: 'Technology partners 2026',
    products: [
      { name: 'servicing_apis', displayName: 'Servicing APIs', campaignID: 'IMT-PTR-API-26', campaignName: 'Servicing APIs partners 2026' },
      { name: 'servicing_digital', displayName: 'Servicing digital', campaignID: 'IMT-PTR-DIG-26', campaignName: 'Servicing digital partners 2026' },
    ],
  },
  {
    name: 'service_provider',
    displayName: 'Service provider',
    campaignID: 'IMT-PTR-SVC-26',
    campaignName: 'Service providers 2026',
    products: [
      { name: 'interchange_services', displayName: 'Interchange services', campaignID: 'IMT-PTR-INT-26', campaignName: 'Interchange partners 2026' },
      { name: 'loss_mitigation', displayName: 'Loss mitigation', campaignID: 'IMT-PTR-LM-26', campaignName: 'Default services partners 2026' },
    ],
  },
  {
    name: 'implementation',
    displayName: 'Implementation partner',
    campaignID: 'IMT-PTR-IMP-26',
    campaignName: 'Implementation partners 2026',
    products: [{ name: 'loan_boarding', displayName: 'Loan boarding', campaignID: 'IMT-PTR-LB-26', campaignName: 'Boarding partners 2026' }],
  },
];

function partnerWithUs(): DemoDocument {
  return page({
    site,
    path: '/partners/partner-with-us',
    title: 'Partner with us',
    description: 'Technology, service and integration partner programs for mortgage servicing.',
    top: [
      hero({
        heading: 'Partner with us',
        imageHeight: 250,
        imageSrc: '/static/img/card-data-technology.svg',
        imageAlt: '',
        box1Text: 'Reach the servicers of more than 40 million loans through one integration.',
      }),
    ],
    main: [
      breadcrumb(['Home', '/'], ['Partner with us', '/partners/partner-with-us']),
      heading('Partner programs'),
      row([
        box('card', [
          heading('Technology partners', 3),
          richText('<p>Software vendors who integrate through the <a href="/products/servicing-apis">servicing APIs</a> and list their product in our marketplace.</p>'),
        ]),
        box('card', [
          heading('Service providers', 3),
          richText('<p>Document, valuation, insurance and default service firms who exchange orders and files through <a href="/products/interchange-services">interchange services</a>.</p>'),
        ]),
        box('card', [
          heading('Implementation partners', 3),
          richText('<p>Consultancies certified to configure and migrate servicers onto our platform.</p>'),
        ]),
      ]),
      heading('How to apply'),
      richText(
        '<ol><li>Tell us about your company and the servicers you work with.</li>' +
          '<li>Sign the partner agreement and receive sandbox credentials within five business days.</li>' +
          '<li>Build and test your integration against synthetic loans.</li>' +
          '<li>Pass certification and go live with your first shared customer.</li></ol>',
      ),
      heading('What partners get'),
      richText(
        table({
          caption: 'Partner benefits by program',
          head: ['Benefit', 'Technology', 'Service provider', 'Implementation'],
          rows: [
            ['Sandbox access', 'Yes', 'Yes', 'Yes'],
            ['Marketplace listing', 'Yes', 'Yes', 'No'],
            ['Co-marketing', 'After first customer', 'After first customer', 'Yes'],
            ['Partner support line', 'Yes', 'Yes', 'Yes'],
          ],
        }),
      ),
      anchor('apply'),
      heading('Apply to the partner program'),
      n('get-started-form', {
        formName: 'Partner application',
        eloquaFormId: 'IMT-PartnerWithUs-2026',
        buttonLabel: 'Apply',
        emailTo: 'partners@imt.example',
        // Issue 25: an Eloqua-style form endpoint, as the get-started form posts to.
        targetUrl: 'https://s2026.t.eloqua.example/e/f2',
        bodyContentType: 'URL_ENCODED',
        categories: PARTNER_PROGRAMS,
      }),
      callout({ intent: 'info', heading: 'Partner questions', text: 'The partner team replies to new enquiries within two business days.' }, [
        richText('<p>Reach us through the <a href="/support#contact">support page</a>.</p>'),
      ]),
    ],
  });
}

/** Recorded training for customers (YouTube: blocked until the visitor accepts cookie category C0005). */
const TRAINING: [title: string, description: string, image: string, youtubeId: string][] = [
  ['Setting up the borrower portal', 'Branding, payment options and paperless consent, step by step.', 'borrower-portal', 'Hs7dR2qLm4E'],
  ['Boarding a bulk transfer', 'Mapping a prior servicer\u2019s extract and clearing the first exceptions.', 'servicing-apis', 'pV3kW8nZt1Q'],
  ['Working the exception queue', 'Assigning, resolving and reporting failed boarding checks.', 'loss-mitigation', 'bT6yN1cXe9R'],
  ['Evaluating a workout', 'Running an application through the Fannie Mae waterfall.', 'loss-mitigation', 'Ld2fH7sJq0M'],
  ['Collecting hardship documents', 'What borrowers see and how missing items are chased.', 'borrower-portal', 'Wq8eU4rTy5K'],
  ['Bankruptcy case intake', 'Matching filings, applying the stay and preparing a proof of claim.', 'lien-release', 'Zc1vB5nMa7G'],
  ['Releasing a lien', 'From payoff to recorded release, with the state deadline on screen.', 'lien-release', 'Jr4tG9kPw2S'],
  ['First calls to the servicing APIs', 'OAuth credentials, the sandbox and a first payment posted.', 'servicing-apis', 'Mx0aC3dFh6V'],
  ['Scheduling an interchange file', 'Push and pull schedules, keys and delivery receipts.', 'servicing-apis', 'Ye7iO2pLs8D'],
];

const TRAINING_VIDEOS: VideoItem[] = TRAINING.map(([title, description, image, id]) => ({
  title,
  description,
  thumbnailUrl: `/static/img/video-${image}.svg`,
  videoUrl: `https://www.youtube.com/watch?v=${id}`,
}));

function support(): DemoDocument {
  return page({
    site,
    path: '/support',
    title: 'Support',
    description: 'Phone lines, hours and system status for customers of our mortgage servicing products.',
    main: [
      breadcrumb(['Home', '/'], ['Support', '/support']),
      heading('Support', 1),
      richText('<p>Customer support helps with product questions, access problems and incidents for every servicing product.</p>'),
      anchor('contact'),
      heading('Contact us'),
      richText(
        table({
          caption: 'Support lines and hours, Eastern Time',
          head: ['Line', 'Phone', 'Hours'],
          rows: [
            ['Servicing products', '<a href="tel:+18005550142">800 555 0142</a>', 'Business days, 8:00 a.m. to 8:00 p.m.'],
            ['Critical incidents', '<a href="tel:+18005550199">800 555 0199</a>', '24 hours a day, every day'],
            ['Partner program', '<a href="tel:+18005550155">800 555 0155</a>', 'Business days, 9:00 a.m. to 5:00 p.m.'],
          ],
        }),
      ),
      heading('Before you call', 3),
      richText(
        '<ul><li>Have your customer number and the product name ready.</li><li>For a loan-level question, give the loan number, never the borrower\u2019s Social Security number.</li>' +
          '<li>For an incident, note the time it started and any error message shown.</li></ul>',
      ),
      heading('Send a support request', 3),
      n('form', {
        formName: 'Support request',
        buttonLabel: 'Send request',
        emailTo: 'servicing.support@imt.example',
        targetUrl: 'https://imt.service-now.example/api/now/table/x_support_request',
        fields: [
          field('TEXT', 'name', 'Your name', { isRequired: true }),
          field('TEXT', 'email', 'E-mail address', { isRequired: true }),
          field('TEXT', 'customerNumber', 'Customer number'),
          field('SELECT', 'product', 'Product', { isRequired: true, options: sameOptions(PRODUCTS.map((p) => p.name)) }),
          field('RADIO_BUTTONS', 'impact', 'Impact', { isRequired: true, options: sameOptions(['A question', 'Slower than usual', 'Not working for some users', 'Not working for anyone']) }),
          field('TEXTAREA', 'description', 'What happened', { isRequired: true }),
          field('FILE', 'attachment', 'Screenshot or log file'),
          field('CHECKBOX', 'callBack', 'Call me back about this request'),
          field('HIDDEN', 'source', 'Source', { value: 'imt-support-page' }),
        ],
      }),
      anchor('status'),
      heading('System status'),
      row([
        box('outlined', [richText('<p><strong>Servicing digital</strong></p><p>Operational</p>')]),
        box('outlined', [richText('<p><strong>Servicing APIs</strong></p><p>Operational</p>')]),
        box('outlined', [richText('<p><strong>Interchange services</strong></p><p>Scheduled maintenance Sunday 2:00 a.m. to 4:00 a.m.</p>')]),
      ]),
      callout({
        intent: 'warn',
        heading: 'Scheduled maintenance',
        text: 'Interchange file transfers pause on Sunday, March 15, from 2:00 a.m. to 4:00 a.m. ET. Scheduled files resume automatically.',
      }),
      heading('Product guides'),
      grid(
        [bySlug('loan-boarding'), bySlug('servicing-apis'), bySlug('loss-mitigation')].map((p) =>
          card({ title: p.name, text: p.summary, href: productHref(p), linkText: 'Product overview' }),
        ),
      ),
      anchor('training'),
      videoPlayer({ heading: 'Training videos', items: TRAINING_VIDEOS }),
    ],
  });
}

export function imtDocuments(): DemoDocument[] {
  return [
    header(),
    footer(),
    home(),
    ...PRODUCTS.map(productPage),
    partnerWithUs(),
    support(),
    privacyPolicy({
      site,
      controller: 'ICE Mortgage Technology, Inc.',
      services: 'our websites and mortgage technology products',
      address: '4420 Rosewood Drive, Pleasanton, CA 94588, United States',
      updated: 'February 2, 2026',
    }),
  ];
}
