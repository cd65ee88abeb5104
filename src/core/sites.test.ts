import { describe, it, expect } from 'vitest';
import { DOCUMENT_PATH, isSiteId, LAYOUT_SLOTS, ROLES, SITE_IDS } from './sites';

describe('sites', () => {
  it('lists the eight site themes of the specification', () => {
    expect([...SITE_IDS].sort()).toEqual(['ctaplan', 'esignal', 'globalotc', 'ice', 'imt', 'mersinc', 'mersmembers', 'nyse']);
  });

  it('recognizes site ids exactly', () => {
    for (const id of SITE_IDS) expect(isSiteId(id)).toBe(true);
    for (const value of ['ICE', ' ice', 'nasdaq', '', null, undefined, 1, 'toString', 'constructor']) {
      expect(isSiteId(value)).toBe(false);
    }
  });

  it('lists the layout slots of the specification', () => {
    expect([...LAYOUT_SLOTS].sort()).toEqual(
      ['accessCodeFooter', 'accessCodeHeader', 'alertContent', 'banner', 'footerContent', 'headerContent', 'main'].sort(),
    );
    expect(LAYOUT_SLOTS.indexOf('headerContent')).toBeLessThan(LAYOUT_SLOTS.indexOf('main'));
    expect(LAYOUT_SLOTS.indexOf('main')).toBeLessThan(LAYOUT_SLOTS.indexOf('footerContent'));
  });

  it('names the roles with the CMSTWO prefix', () => {
    expect(ROLES).toEqual(['CMSTWO User', 'CMSTWO Super User', 'CMSTWO Admin']);
  });
});

describe('DOCUMENT_PATH', () => {
  it.each([
    '/',
    '/insights',
    '/holiday-hours',
    '/futures-us',
    '/clear-europe',
    '/alerts/benchmark-and-processing',
    '/login/footer-content',
    '/partners/partner-with-us',
    '/solutions/real-estate',
    '/futures/equity-derivatives',
    '/grid-2024',
  ])('accepts %s', (path) => {
    expect(DOCUMENT_PATH.test(path)).toBe(true);
  });

  it.each(['', 'fees', '/Fees', '/fees/', '//fees', '/fees-', '/-fees', '/a--b', '/fees?x=1', '/fees#a', '/fées', '/a b', '/fees\n'])(
    'rejects %j',
    (path) => {
      expect(DOCUMENT_PATH.test(path)).toBe(false);
    },
  );

  it('rejects a long near-miss quickly', () => {
    const started = performance.now();
    expect(DOCUMENT_PATH.test(`/${'a-'.repeat(50_000)}!`)).toBe(false);
    expect(DOCUMENT_PATH.test(`${'/a'.repeat(50_000)}/`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
