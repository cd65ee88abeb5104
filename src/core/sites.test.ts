import { describe, it, expect } from 'vitest';
import { DOCUMENT_PATH, everySite, hasRole, hasRoleEverywhere, hasRoleOn, isSiteId, LAYOUT_SLOTS, ROLE_DESCRIPTIONS, ROLES, SITE_IDS, sitesWithRole, uniformRole } from './sites';

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

describe('roles per site (issue 23 item 1)', () => {
  const person = { roles: { nyse: 'CMSTWO User', ice: 'CMSTWO Super User' } as const };

  it('decides by the role on the site asked about; no role meets nothing', () => {
    expect(hasRoleOn(person, 'nyse', 'CMSTWO User')).toBe(true);
    expect(hasRoleOn(person, 'nyse', 'CMSTWO Super User')).toBe(false);
    expect(hasRoleOn(person, 'ice', 'CMSTWO Super User')).toBe(true);
    expect(hasRoleOn(person, 'ice', 'CMSTWO Admin')).toBe(false);
    expect(hasRoleOn(person, 'imt', 'CMSTWO User')).toBe(false);
    expect(hasRoleOn(null, 'ice', 'CMSTWO User')).toBe(false);
  });

  it('tells some site from every site, and lists the sites', () => {
    expect(hasRole(person, 'CMSTWO Super User')).toBe(true);
    expect(hasRole(person, 'CMSTWO Admin')).toBe(false);
    expect(hasRoleEverywhere(person, 'CMSTWO User')).toBe(false);
    expect(hasRoleEverywhere({ roles: everySite('CMSTWO Super User') }, 'CMSTWO User')).toBe(true);
    expect(sitesWithRole(person, 'CMSTWO User')).toEqual(['ice', 'nyse']);
    expect(uniformRole(everySite('CMSTWO Admin'))).toBe('CMSTWO Admin');
    expect(uniformRole(person.roles)).toBeUndefined();
    expect(Object.keys(everySite('CMSTWO User'))).toEqual([...SITE_IDS]);
  });

  it('explains every role in plain words: edit, publish, approve, manage users', () => {
    expect(Object.keys(ROLE_DESCRIPTIONS)).toEqual([...ROLES]);
    expect(ROLE_DESCRIPTIONS['CMSTWO User']).toMatch(/edits drafts.*cannot publish, approve or manage users/);
    expect(ROLE_DESCRIPTIONS['CMSTWO Super User']).toMatch(/publishes.*approves/);
    expect(ROLE_DESCRIPTIONS['CMSTWO Admin']).toMatch(/manages users/);
  });
});
