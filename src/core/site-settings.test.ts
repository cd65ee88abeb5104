import { describe, expect, it } from 'vitest';
import { matomoUrlProblem } from './site-settings';

describe('matomoUrlProblem', () => {
  it('refuses internal hosts however they are spelled: case, trailing dots, IDNA', () => {
    for (const url of ['https://localhost/', 'https://localhost./', 'https://LOCALHOST./x', 'https://localhost../', 'https://foo.localhost./', 'https://ｌｏｃａｌｈｏｓｔ/', 'https://stats.corp./']) {
      expect(matomoUrlProblem(url), url).toMatch(/is an internal address/);
    }
    expect(matomoUrlProblem('https://analytics.example.org./')).toBeUndefined();
  });
});
