import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { ENTITY_TYPES } from '../../core/connection-request';
import { DEFAULT_RETENTION_DAYS } from '../../core/forms';
import { richText } from '../../core/schemas';
import { delivery, formName } from '../form/definition';
import { connectionRequestSpec } from './spec';

export const DEFAULT_INTRO =
  '<p>Use this form to ask for a new connection to one of our services: who you are, your firm and its identifiers, ' +
  'the public IP addresses you connect from, and the people we should contact. Our technical support team reviews each ' +
  'request and contacts you to set up access.</p>';

export const connectionRequestFormProps = z.strictObject({
  formName: formName('Connection request'),
  intro: richText()
    .meta({ title: 'Introduction', description: 'The explanation above the form; it shows even without JavaScript.' })
    .default(DEFAULT_INTRO),
  entityType: z
    .enum(['', ...ENTITY_TYPES])
    .meta({
      title: 'Preselected company',
      description: 'The company (ICE, NYSE, MERS or ICE Data Services) chosen when the form opens; visitors may change it. Empty: they choose.',
    })
    .default(''),
  buttonLabel: delivery.buttonLabel.default('Submit request'),
  captcha: delivery.captcha,
  targetUrl: delivery.targetUrl,
  bodyContentType: delivery.bodyContentType,
  emailTo: delivery.emailTo,
  retentionDays: delivery.retentionDays,
});

/**
 * Specification §3 "Connection request form", §5, §7, §8: a firm asks ICE, NYSE, MERS or ICE
 * Data Services for a connection. The island sends the request to the entity's endpoint
 * (`/api/new-connection-request/{entity}`), where it is checked with the same parser, stored
 * and forwarded through the outbox; the visitor reads §8's success message.
 */
export const connectionRequestForm = defineComponent({
  name: 'connection-request-form',
  label: 'Connection request form',
  category: 'forms',
  icon: 'plug',
  description: 'A firm’s request for a new connection: service, firm identifiers, IP addresses and contacts.',
  interactive: true,
  props: connectionRequestFormProps,
  defaults: {
    formName: 'Connection request',
    intro: DEFAULT_INTRO,
    entityType: '',
    buttonLabel: 'Submit request',
    captcha: true,
    targetUrl: '',
    bodyContentType: 'JSON',
    emailTo: '',
    retentionDays: DEFAULT_RETENTION_DAYS,
  },
  form: connectionRequestSpec,
});
