import { describe, expect, it } from 'vitest';
import { checkSubmission } from '../../core/form-check';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import { registrationForm } from './definition';

const spec = (props: Record<string, unknown> = {}) => registrationForm.form!(valid(node('registration-form', props)).props as never);

describe('registration-form', () => {
  it('registers for the whole event, or for chosen sessions when there are any', () => {
    expect(spec().fields.map((f) => f.name)).toEqual(['firstName', 'lastName', 'email', 'company', 'jobTitle', 'phone', 'requirements', 'eventCode']);
    const sessions = spec({ sessions: [{ label: 'Opening keynote' }, { label: 'Servicing APIs workshop' }] });
    expect(sessions.fields.find((f) => f.name === 'sessions')).toMatchObject({ type: 'CHECKBOX_GROUP', isRequired: true });
    expect(checkSubmission(sessions.fields, { sessions: [] }).errors.sessions).toBe('Sessions is required.');
  });

  it('sends the event code as a HIDDEN value the server fills in itself', () => {
    const s = spec({ eventCode: 'IMT-SUMMIT-2026' });
    expect(checkSubmission(s.fields, { eventCode: 'FREE-TICKET' }).values.eventCode).toBe('IMT-SUMMIT-2026');
    const html = renderHtml(node('registration-form', { eventCode: 'IMT-SUMMIT-2026' }));
    expect(html).toContain('<input type="hidden" name="eventCode" value="IMT-SUMMIT-2026"/>');
    expect(issuesOf(node('registration-form', { eventCode: 'two words' }))[0]!.path).toBe('/root/props/eventCode');
  });

  it('checks the e-mail address and phone', () => {
    const s = spec();
    const check = checkSubmission(s.fields, { firstName: 'Ana', lastName: 'Silva', email: 'ana', company: 'Keystone Lending', phone: '12' });
    expect({ ...s.check!(check.values), ...check.errors }).toEqual({
      email: 'E-mail address: enter an address like name@company.com',
      phone: 'Phone: enter a phone number, like +1 212 555 0100',
    });
  });
});
