/**
 * Company types and the pricing of the demo request (specification §3 "Demo request", §9
 * "Pricing demos"). Free of zod and React: the view, the island and the seed share it.
 */
import type { z } from 'zod';
import { FALLBACK_COUNTY_COUNT } from '../../core/constants';
import type { demoServiceSchema } from './definition';

export const COMPANY_TYPES = ['Other', 'Settlement', 'Attorney/Law Firm', 'Bank', 'Lender', 'Servicer', 'Credit Union', 'Building Contractor/Trades'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

export type DemoService = z.output<typeof demoServiceSchema>;
export type PricingEntry = DemoService['pricing'][number];

/** The prices a visitor of `companyType` sees, per service whose pricing is shown. */
export function pricingFor(services: readonly DemoService[], companyType: string): { service: DemoService; entries: PricingEntry[] }[] {
  if (companyType === '') return [];
  return services
    .filter((s) => s.isPricingEnabled)
    .map((service) => ({ service, entries: service.pricing.filter((p) => p.associatedCompanyType === companyType || p.associatedCompanyType === '') }))
    .filter((s) => s.entries.length > 0);
}

const slug = (type: string) => type.toLowerCase().replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '');
const each = (types: readonly CompanyType[], entry: Omit<PricingEntry, 'id' | 'associatedCompanyType'>): PricingEntry[] =>
  types.map((type) => ({ ...entry, id: `${entry.code.toLowerCase()}-${slug(type)}`, associatedCompanyType: type }));

const INSTITUTIONS: CompanyType[] = ['Settlement', 'Attorney/Law Firm', 'Bank', 'Lender', 'Servicer', 'Credit Union'];

/** The specification's pricing figures (§9), as the demo request's services. */
export const DEMO_SERVICES: DemoService[] = [
  {
    code: 'erecording',
    title: 'eRecording',
    description: `Submit documents to more than ${FALLBACK_COUNTY_COUNT.toLocaleString('en-US')} county recording offices and receive them back recorded, usually the same day.`,
    isPricingEnabled: true,
    note: 'County recording fees and transfer taxes are passed through at cost.',
    pricing: [
      ...each(INSTITUTIONS, { code: 'EREC-STD', title: '$5.75 per document', description: '$449 annual fee' }),
      ...each(['Other', ...INSTITUTIONS], { code: 'EREC-LOW', title: 'Low volume: $11.00 per document', description: '$199 annual fee' }),
      ...each(['Building Contractor/Trades'], { code: 'EREC-TRADES', title: '$6.00 per document', description: '$199 annual fee' }),
      ...each(['Building Contractor/Trades'], { code: 'EREC-TRADES-PAYG', title: '$25.00 per document', description: '$0 annual fee' }),
    ],
  },
  {
    code: 'esign',
    title: 'eSign and eNotary',
    description: 'Send closing documents for electronic signature, with in-person or remote online notarization.',
    isPricingEnabled: true,
    note: 'Notarizations are performed by commissioned notaries in the states that allow them.',
    pricing: [
      { id: 'esign-event', code: 'ESIGN-EVENT', title: '$2.00 per eSign event', description: 'Without notarization', associatedCompanyType: '' },
      { id: 'esign-notary', code: 'ESIGN-NOTARY', title: '$25.00 per notarization', description: 'In person or remote', associatedCompanyType: '' },
      { id: 'esign-annual', code: 'ESIGN-ANNUAL', title: '$999 annual fee', description: 'Platform access for your whole team', associatedCompanyType: '' },
    ],
  },
  {
    code: 'lien-release',
    title: 'Lien release tracking',
    description: 'Track payoffs to recorded releases across every county, with state deadlines on screen.',
    isPricingEnabled: false,
    note: 'Priced by loan volume: our team sends a quote after the demonstration.',
    pricing: [],
  },
];
