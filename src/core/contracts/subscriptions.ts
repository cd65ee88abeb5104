import { z } from 'zod';
import { required } from './common';

export const AlertChannel = z.enum(['email', 'sms', 'voice']);
const Phone = z
  .string()
  .trim()
  .max(30)
  .refine((v) => v === '' || /^\+?[0-9][0-9 ().-]{6,24}$/.test(v), 'Enter a phone number with its country code, like +1 212 656 3000');
const Topic = z.string().trim().min(1).max(60);

/** A visitor's request for alerts (the subscription centre). */
export const SubscribeBody = z
  .object({
    email: z.string().trim().min(1, required('E-mail address')).max(320).pipe(z.email('Enter a valid e-mail address')),
    phone: Phone.default(''),
    channels: z.array(AlertChannel).min(1, 'Choose at least one way to receive alerts').max(3),
    topics: z.array(Topic).max(50).default([]),
    captcha: z.string().max(10_000).optional(),
  })
  .strict()
  .refine((b) => !(b.channels.includes('sms') || b.channels.includes('voice')) || b.phone !== '', {
    path: ['phone'],
    message: required('Phone number'),
  });

export const SubscribeResponse = z.object({ status: z.literal('pending'), message: z.string() });

/** A verified subscriber's changes through their signed link (an HTML form). */
export const ManageSubscriptionForm = z.object({
  id: z.uuid(),
  expires: z.coerce.number().int(),
  sig: z.string().max(100),
  phone: Phone.default(''),
  channels: z.union([AlertChannel, z.array(AlertChannel)]).optional(),
  topics: z.string().max(2000).default(''),
  action: z.enum(['save', 'unsubscribe']).default('save'),
});

export type SubscribeBody = z.infer<typeof SubscribeBody>;
