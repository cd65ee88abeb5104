import { describe, expect, it } from 'vitest';
import { SITE_IDS } from '../../core/sites';
import { bannerFormOf, emptyBannerForm, instantOf, parseBannerForm, sitesText, zonedInput } from './banner-form';

describe('the banner form', () => {
  it('reads and writes start and end as New York wall-clock time, daylight saving included', () => {
    expect(instantOf('2030-03-14T10:00')).toBe('2030-03-14T14:00:00.000Z');
    expect(instantOf('2030-01-14T10:00')).toBe('2030-01-14T15:00:00.000Z');
    expect(zonedInput('2030-01-14T15:00:00.000Z')).toBe('2030-01-14T10:00');
    expect(instantOf('2030-03-14')).toBeNull();
    expect(instantOf('')).toBeNull();
  });

  it('starts a new banner now on every site, without an end', () => {
    const form = emptyBannerForm(new Date('2030-07-01T13:30:00Z'));
    expect(form).toEqual({ kind: 'banner', tone: 'info', message: '', sites: [...SITE_IDS], startsAt: '2030-07-01T09:30', endsAt: '' });
  });

  it('sends what the contract takes, and names the fields it refuses', () => {
    const form = { ...emptyBannerForm(new Date('2030-07-01T13:30:00Z')), message: ' Early close ', sites: ['nyse' as const], endsAt: '2030-07-01T13:00' };
    const parsed = parseBannerForm(form);
    expect(parsed.success && parsed.data).toEqual({ kind: 'banner', tone: 'info', message: 'Early close', sites: ['nyse'], startsAt: '2030-07-01T13:30:00.000Z', endsAt: '2030-07-01T17:00:00.000Z' });
    const backwards = parseBannerForm({ ...form, endsAt: '2030-07-01T09:00' });
    expect(backwards.success ? [] : backwards.error.issues.map((i) => i.path.join('/'))).toEqual(['endsAt']);
    const empty = parseBannerForm({ ...form, message: '', sites: [], startsAt: '' });
    expect(empty.success ? [] : empty.error.issues.map((i) => i.path.join('/')).sort()).toEqual(['message', 'sites', 'startsAt']);
  });

  it('edits a stored banner as it was saved, and names its sites', () => {
    const form = bannerFormOf({
      id: 'b', kind: 'disclaimer', tone: 'warning', message: 'Not advice', sites: ['ice', 'nyse'], startsAt: '2030-01-14T15:00:00.000Z', endsAt: null, state: 'live',
      createdBy: null, createdAt: '2030-01-01T00:00:00Z', updatedBy: null, updatedAt: '2030-01-01T00:00:00Z',
    });
    expect(form).toEqual({ kind: 'disclaimer', tone: 'warning', message: 'Not advice', sites: ['ice', 'nyse'], startsAt: '2030-01-14T10:00', endsAt: '' });
    expect(sitesText(['ice', 'nyse'], (id) => id.toUpperCase())).toBe('ICE, NYSE');
    expect(sitesText([...SITE_IDS])).toBe('All sites');
  });
});
