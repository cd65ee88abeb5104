import { z } from 'zod';

/**
 * What an SMS and voice provider posts to the platform (issue 25 item 4): a delivery report
 * (`MessageSid`/`CallSid`, `MessageStatus`/`CallStatus`, `ErrorCode`, `ErrorMessage`) or an
 * inbound reply (`From`, `To`, `Body`), form-encoded, signed in the `X-Twilio-Signature` header.
 */
export const PhoneCallbackBody = z
  .record(z.string().max(64), z.string().max(1600))
  .refine((fields) => Object.keys(fields).length <= 100, 'A callback has at most 100 fields');
export const PhoneStatusParams = z.object({ id: z.coerce.number().int().min(1) });
