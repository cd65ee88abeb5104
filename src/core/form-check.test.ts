import { describe, expect, it } from 'vitest';
import { checkSubmission, errorLines, isSameSitePath } from './form-check';
import { FormFieldSchema } from './forms';

describe('the zod-free check', () => {
  it('reports fields named like Object.prototype members, which a plain ??= would skip', () => {
    const fields = ['constructor', 'toString'].map((name) => FormFieldSchema.parse({ type: 'TEXT', name, isRequired: true }));
    const { errors, values } = checkSubmission(fields, {});
    expect(errors).toEqual({ constructor: 'constructor is required.', toString: 'toString is required.' });
    expect(values).toEqual({ constructor: '', toString: '' });
    expect(errorLines(fields, errors)).toEqual(['constructor is required.', 'toString is required.']);
    expect(errorLines(fields, {})).toEqual([]);
  });

  it('carries no validation library: the browser runs it as it is', async () => {
    const source = await import('node:fs').then((fs) => fs.readFileSync(new URL('./form-check.ts', import.meta.url), 'utf8'));
    expect(source).not.toMatch(/from 'zod'/);
    expect(source).toMatch(/import type \{ FormField \} from '\.\/forms'/);
  });
});

describe('same-site paths', () => {
  it('accepts paths of this site and refuses other origins and schemes', () => {
    for (const ok of ['/', '/thank-you', '/contact?sent=1#top']) expect(isSameSitePath(ok), ok).toBe(true);
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'thank-you', '/a b', '/a\u0000b', '']) {
      expect(isSameSitePath(bad), bad).toBe(false);
    }
  });
});
