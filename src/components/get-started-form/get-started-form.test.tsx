import { describe, expect, it } from 'vitest';
import { checkSubmission } from '../../core/form-check';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import { getStartedForm } from './definition';
import { productsOf } from './spec';

const CATEGORIES = [
  {
    name: 'technology',
    displayName: 'Technology partners',
    campaignID: 'CMP-TECH-26',
    campaignName: 'Technology partners 2026',
    products: [{ name: 'servicing_apis', displayName: 'Servicing APIs', campaignID: 'CMP-API-26', campaignName: 'APIs 2026' }],
  },
  {
    name: 'services',
    displayName: 'Service providers',
    campaignID: 'CMP-SVC-26',
    campaignName: 'Service providers 2026',
    products: [{ name: 'interchange', displayName: 'Interchange services', campaignID: 'CMP-INT-26', campaignName: 'Interchange 2026' }],
  },
];
const tree = () => node('get-started-form', { eloquaFormId: 'IMT-PartnerWithUs', categories: CATEGORIES });
const spec = () => getStartedForm.form!(valid(tree()).props as never);
const COMPLETE = { category: 'technology', products: ['servicing_apis'], firstName: 'Lee', lastName: 'Park', emailAddress: 'lee@brightpath.example', company: 'BrightPath Software' };

describe('get-started-form', () => {
  it('sends the Eloqua form name as a HIDDEN value and forwards URL-encoded, as Eloqua takes it', () => {
    const s = spec();
    expect(s.fields.map((f) => f.name)).toEqual(['elqFormName', 'category', 'products', 'firstName', 'lastName', 'emailAddress', 'company', 'busPhone']);
    expect(checkSubmission(s.fields, { ...COMPLETE, elqFormName: 'Other' }).values.elqFormName).toBe('IMT-PartnerWithUs');
    expect(getStartedForm.form!(valid(node('get-started-form', { categories: CATEGORIES, targetUrl: 'https://forms.example.com/e/f2' })).props as never).forward).toEqual([
      { channel: 'webhook', url: 'https://forms.example.com/e/f2', bodyContentType: 'URL_ENCODED' },
    ]);
  });

  it('offers the categories, and products labelled with their category', () => {
    const t = tree();
    const html = renderHtml(t);
    expect(html).toContain(`<input type="radio" id="tessera-${t.id}-f-category-1" required="" name="category" value="services"/><label for="tessera-${t.id}-f-category-1">Service providers</label>`);
    expect(html).toContain(`<label for="tessera-${t.id}-f-products-0">Technology partners: Servicing APIs</label>`);
    // On the server every product shows: only the running island narrows them to the chosen area.
    expect(html).not.toContain('disabled');
  });

  it('takes only products of the chosen category', () => {
    const s = spec();
    const check = checkSubmission(s.fields, { ...COMPLETE, products: ['interchange'] });
    expect(s.check!(check.values)).toEqual({ products: 'Products: choose among the products of Technology partners' });
    const ok = checkSubmission(s.fields, COMPLETE);
    expect({ ...s.check!(ok.values), ...ok.errors }).toEqual({});
    expect(productsOf(CATEGORIES, 'services')).toEqual(new Set(['interchange']));
    expect(productsOf(CATEGORIES, '')).toBeNull();
  });

  it('refuses two categories or products of one name', () => {
    expect(issuesOf(node('get-started-form', { categories: [CATEGORIES[0], CATEGORIES[0]] })).map((i) => i.path)).toEqual([
      '/root/props/categories/1/name',
      '/root/props/categories/1/products/0/name',
    ]);
  });
});
