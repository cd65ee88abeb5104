import { describe, expect, it } from 'vitest';
import { liveUrl } from './live-url';

describe('liveUrl', () => {
  it("puts the page's path on the site's public origin, else on its default one", () => {
    expect(liveUrl({ publicOrigin: 'https://www.nyse.com', defaultPublicOrigin: 'http://nyse.localhost:3000' }, '/fees')).toBe('https://www.nyse.com/fees');
    expect(liveUrl({ publicOrigin: null, defaultPublicOrigin: 'http://nyse.localhost:3000' }, '/markets/fees')).toBe('http://nyse.localhost:3000/markets/fees');
    expect(liveUrl({ publicOrigin: null, defaultPublicOrigin: 'http://nyse.localhost:3000' }, '/')).toBe('http://nyse.localhost:3000/');
  });
});
