import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { DEFAULT_RETENTION_DAYS } from '../../core/forms';
import { delivery, formName } from '../form/definition';
import { photoRequestSpec } from './spec';

const choices = (what: string, defaults: string[], description: string) =>
  z
    .array(
      z.strictObject({
        label: z
          .string()
          .trim()
          .min(1, `Name the ${what}`)
          .max(120)
          .meta({ description: `A ${what} visitors can choose, as they read it. Up to 120 characters.` }),
      }),
    )
    .min(1, `Offer at least one ${what}`)
    .max(20)
    .refine((list) => new Set(list.map((c) => c.label)).size === list.length, `Each ${what} appears once`)
    .meta({ description })
    .default(labels(defaults));

/** Choices as the editor lists them: one object per choice. */
export const labels = (values: readonly string[]) => values.map((label) => ({ label }));

export const PHOTO_TYPES = ['Trading floor', 'Building exterior', 'Opening or closing bell', 'Executive portraits', 'Historical archive'];
export const DISTRIBUTION = ['Print', 'Website', 'Social media', 'Television or film', 'Advertising', 'Internal presentation'];

export const photoRequestProps = z.strictObject({
  formName: formName('Photo request'),
  buttonLabel: delivery.buttonLabel.default('Send request'),
  photoTypes: choices('photo type', PHOTO_TYPES, 'The kinds of photo visitors choose from, each once. From 1 to 20.'),
  distributionChannels: choices('distribution channel', DISTRIBUTION, 'Where the photos may appear, for visitors to tick; each once. From 1 to 20.'),
  targetUrl: delivery.targetUrl,
  bodyContentType: delivery.bodyContentType,
  emailTo: delivery.emailTo,
  redirectUrl: delivery.redirectUrl,
  retentionDays: delivery.retentionDays,
});

/**
 * Specification §3 "Photo request": requesterCompany, requesterName, requesterPhone,
 * requesterEmail, requesterWebsite, requesterAddress, photoType, projectDescription,
 * nyseDescription, whereDistributed, and a captcha.
 */
export const photoRequestForm = defineComponent({
  name: 'photo-request-form',
  label: 'Photo request form',
  category: 'forms',
  icon: 'camera',
  description: 'Requests to use or take photographs: who asks, the photo type, the project and where it will appear.',
  interactive: true,
  props: photoRequestProps,
  defaults: {
    formName: 'Photo request',
    buttonLabel: 'Send request',
    photoTypes: labels(PHOTO_TYPES),
    distributionChannels: labels(DISTRIBUTION),
    targetUrl: '',
    bodyContentType: 'JSON',
    emailTo: '',
    redirectUrl: '',
    retentionDays: DEFAULT_RETENTION_DAYS,
  },
  form: photoRequestSpec,
});
