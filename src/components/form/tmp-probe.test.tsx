import { it } from 'vitest';
import { node } from '../../core/node';
import { renderHtml } from '../test-render';
it('probe', () => {
  const t = node('form', { fields: [
    { type: 'TEXT', name: 'first_name', displayName: 'First name', isRequired: true },
    { type: 'SELECT', name: 'topic', displayName: 'Topic', options: [{ value: 'a', label: 'A' }] },
    { type: 'CHECKBOX_GROUP', name: 'p', displayName: 'Products', isRequired: true, options: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }] },
    { type: 'HIDDEN', name: 'c', value: 'X' },
  ]});
  console.log(renderHtml(t, { path: '/contact' }));
  console.log(renderHtml(t, { path: '/contact', formStates: new Map([[t.id, { status: 'error', values: { first_name: '', p: 'b' }, errors: { first_name: 'First name is required.' } }]]) }));
});
