import { describe, expect, it } from 'vitest';
import { parseRoute, paths } from './router';

describe('parseRoute', () => {
  it('knows every screen, the Media screen included, and round-trips their paths', () => {
    expect(parseRoute(paths.media())).toEqual({ name: 'media' });
    expect(parseRoute('/admin/media/')).toEqual({ name: 'media' });
    expect(parseRoute(paths.audit())).toEqual({ name: 'audit' });
    expect(parseRoute(paths.submissions())).toEqual({ name: 'submissions' });
    expect(parseRoute(`${paths.outbox()}/`)).toEqual({ name: 'outbox' });
    expect(parseRoute(paths.notices())).toEqual({ name: 'notices' });
    expect(parseRoute(`${paths.jobs()}/`)).toEqual({ name: 'jobs' });
    expect(paths.jobs()).toBe('/admin/jobs');
    expect(paths.notices()).toBe('/admin/notices');
    expect(parseRoute(paths.reviews())).toEqual({ name: 'reviews' });
    expect(parseRoute(paths.review('0B6C1F7E-8F7B-4A55-9A43-2F1C6C0E9D11'))).toEqual({ name: 'review', id: '0b6c1f7e-8f7b-4a55-9a43-2f1c6c0e9d11' });
    expect(parseRoute('/admin/reviews/not-an-id')).toEqual({ name: 'not-found', path: '/admin/reviews/not-an-id' });
    expect(parseRoute(paths.site('nyse'))).toEqual({ name: 'site', site: 'nyse' });
    const id = '0b6c1f7e-8f7b-4a55-9a43-2f1c6c0e9d11';
    expect(parseRoute(paths.document('nyse', id))).toEqual({ name: 'document', site: 'nyse', id });
    expect(parseRoute('/admin/media/extra')).toEqual({ name: 'not-found', path: '/admin/media/extra' });
  });
});
